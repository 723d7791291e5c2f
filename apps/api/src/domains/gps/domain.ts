/** GPS: positions in, tracks and online state out (tables made by 0005_trucking; the simulator starts from trucking's seed). */
import { defineDomain } from '../module';
import { gpsHandlers } from './routes';

export const domain = defineDomain({ name: 'gps', handlers: gpsHandlers });
