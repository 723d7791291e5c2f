/**
 * Clustering for react-leaflet: leaflet.markercluster's group as a layer container, so the <Marker>s rendered
 * inside it are clustered. Built on @react-leaflet/core (as react-leaflet's own LayerGroup is) rather than taken
 * from react-leaflet-cluster, which re-implements the group's addLayer/removeLayer and a private method
 * (_moveChild) to batch them; the plugin's own handling of a moved marker is what live positions need.
 */
import { createElementObject, createLayerComponent, extendContext, type LayerProps } from '@react-leaflet/core';
import L from 'leaflet';
import type { ReactNode } from 'react';
// A UMD script that extends the global L, which Leaflet's own script sets when it is imported above.
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';

export interface MarkerClusterProps extends LayerProps, L.MarkerClusterGroupOptions {
  children?: ReactNode;
}

/** The group's options are read once, when it is created. */
export const MarkerCluster = createLayerComponent<L.MarkerClusterGroup, MarkerClusterProps>(({ children: _children, ...options }, context) => {
  const group = L.markerClusterGroup(options);
  return createElementObject(group, extendContext(context, { layerContainer: group }));
});
