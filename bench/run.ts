/** Runs every benchmark (or those named on the command line), prints the figures and writes results/*.json. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchAuth } from './auth.bench';
import { benchConsoleSize } from './console-size.bench';
import { benchTrucking } from './trucking.bench';
import { benchScreen } from './screen.bench';
import { benchPdf } from './pdf.bench';
import { benchPortalQuality } from './portal-quality.bench';
import { benchLoad } from './load.bench';
import { benchBooking } from './booking.bench';
import { benchLedger } from './ledger.bench';
import { benchSlots } from './slots.bench';
import { benchSockets } from './sockets.bench';

const benches: Record<string, () => Promise<unknown[]>> = { auth: benchAuth, trucking: benchTrucking, 'console-size': benchConsoleSize, screen: benchScreen, pdf: benchPdf, 'portal-quality': benchPortalQuality, load: benchLoad, booking: benchBooking, ledger: benchLedger, slots: benchSlots, sockets: benchSockets };
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(benches);
mkdirSync(new URL('results/', import.meta.url), { recursive: true });
for (const name of chosen) {
  const run = benches[name];
  if (!run) throw new Error(`unknown benchmark ${name}; have ${Object.keys(benches).join(', ')}`);
  console.log(`\n== ${name} (${new Date().toISOString()}, node ${process.version})`);
  const figures = await run();
  console.table(figures);
  writeFileSync(new URL(`results/${name}.json`, import.meta.url), JSON.stringify({ at: new Date().toISOString(), figures }, null, 2) + '\n');
}
process.exit(0);
