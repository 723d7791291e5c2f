/** The barcode-lift domain (SPEC §2.8 /barcodeLifting): the description, the barcode's rules and the texts. */
export {
  barcodeLiftEntity, BARCODE_FEE_CENTS, BARCODE_ALPHABET, BARCODE_PATTERN, barcodeCheck, normalizeBarcode, isValidBarcode, validateBarcode, validateTruckPlate,
  type BarcodeLiftStatus,
} from './lift';
export { barcodeTexts } from './texts';

import { barcodeLiftEntity } from './lift';
import { barcodeTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'barcode', entities: [barcodeLiftEntity], texts: barcodeTexts });
