/** The sign domain (signing and contracts, SPEC §2.8 signApply, signMessageDetail): the description and its texts. */
export { signContractEntity, contractChecks, AGREEMENT_TYPES, TEMPLATE_CLAUSES, CREDIT_LIMIT_MAX_YUAN, type AgreementType, type SignContractStatus } from './contract';
export { signTexts } from './texts';

import { signContractEntity } from './contract';
import { signTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'sign', entities: [signContractEntity], texts: signTexts });
