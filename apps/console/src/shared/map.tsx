/**
 * The console's map: the shared MapView (packages/ui) with the tile URL and the port's places from the
 * server's configuration (GET /gps/mapConfig; no tile URL draws the bundled offline base map).
 */
import type { Schemas } from '@port/sdk/contract';
import { MapView, type MapViewProps } from '@port/ui/map/MapView';
import { useEffect, useMemo, useState } from 'react';
import { api, unwrap } from '../app/api';
import { i18n, useTr } from '../app/i18n';

let config: Promise<Schemas['MapConfig']> | null = null;

export function useMapConfig(): Schemas['MapConfig'] | null {
  const [value, setValue] = useState<Schemas['MapConfig'] | null>(null);
  useEffect(() => {
    config ??= unwrap(api.GET('/gps/mapConfig')).catch((error: unknown) => {
      config = null;
      throw error;
    });
    let live = true;
    config.then((c) => live && setValue(c)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return value;
}

/**
 * A place's name in the user's language: a yard as the lists name it (the pick-up yard dictionary), a terminal or
 * the gate by gps.places; the server's (Chinese) name for a place the catalogue does not know.
 */
function placeName(place: Schemas['Place'], lng: string): string {
  for (const key of [`dicts.td_take_address.${place.code}`, `gps.places.${place.code}`]) if (i18n.exists(key, { lng })) return i18n.t(key, { lng });
  return place.name;
}

export function PortMap(props: Omit<MapViewProps, 'center' | 'tileUrl' | 'places'> & { showPlaces?: boolean }) {
  const cfg = useMapConfig();
  const t = useTr();
  const language = i18n.language;
  // One array per language: the map redraws its labels only when the places change.
  const places = useMemo(() => (cfg?.places ?? []).map((p) => ({ ...p, name: placeName(p, language) })), [cfg, language]);
  if (!cfg) return <div style={{ height: props.height ?? 420 }} />;
  const [lng = 121.87, lat = 29.92] = cfg.center;
  return (
    <MapView
      {...props}
      tileUrl={cfg.tileUrl}
      attribution={cfg.attribution ?? null}
      tileCrs={cfg.tileCrs}
      zoomTitles={{ in: t('gps.zoomIn'), out: t('gps.zoomOut') }}
      center={[lng, lat]}
      zoom={cfg.zoom}
      places={props.showPlaces === false ? [] : places}
      ariaLabel={props.ariaLabel ?? t('gps.route')}
    />
  );
}
