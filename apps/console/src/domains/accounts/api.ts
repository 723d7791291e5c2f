/** The accounts domain's calls, typed by the contract (openapi/paths/{company,realAuth,users,roles,invoice,collection,payment,registration}.yaml). */
import type { OpBody, OpQuery, Schemas } from '@port/sdk/contract';
import type { FetchResultLike, UnwrapResult } from '@port/sdk';
import { hashPassword } from '@port/sdk/crypto';
import { api, unwrap } from '../../app/api';

/** A call's result together with the server's message, for the pages that show that message. */
export async function withMessage<T extends FetchResultLike>(call: Promise<T>): Promise<{ result: UnwrapResult<T>; message: string }> {
  const outcome = await call;
  const result = await unwrap(Promise.resolve(outcome));
  const data = outcome.data as { msg?: unknown } | undefined;
  return { result, message: typeof data?.msg === 'string' ? data.msg : '' };
}

export type Company = Schemas['Company'];
export type CompanyForm = Schemas['CompanyForm'];
export type InvoiceBusiness = Schemas['InvoiceBusiness'];
export type AddressNode = Schemas['AddressNode'];
export type ShopReviewItem = Schemas['ShopReviewItem'];
export type ShopHistoryItem = Schemas['ShopHistoryItem'];
export type UserListItem = Schemas['UserListItem'];
export type Role = Schemas['Role'];
export type MenuTreeNode = Schemas['MenuTreeNode'];
export type PaymentOverview = Schemas['PaymentOverview'];
export type PaymentAccount = Schemas['PaymentAccount'];
export type InvoiceManager = Schemas['InvoiceManager'];
export type CollectionQualification = Schemas['CollectionQualification'];
export type SmsOutboxItem = Schemas['SmsOutboxItem'];

// Onboarding and its review
export const getCompanyInfo = (shopId?: string) =>
  unwrap(api.GET('/user/company/getCompanyInfo', { params: { query: shopId ? { shopId } : {} } }));
export const checkCompanyName = (companyName: string) =>
  unwrap(api.POST('/user/company/checkCompany', { params: { query: { companyName } } }));
/** The whole envelope: its message (新增成功 / 保存成功) is what the page shows. */
export const createSeller = (body: CompanyForm) => withMessage(api.POST('/user/seller/createSeller', { body }));
export const applySeller = (body: OpBody<'applySeller'>) => unwrap(api.POST('/user/seller/apply', { body }));
export const listReviews = (body: OpBody<'listShopReviews'>) => unwrap(api.POST('/user/seller/reviewList', { body }));
export const reviewShop = (body: OpBody<'reviewShop'>) => unwrap(api.POST('/user/seller/review', { body }));
export const shopHistory = (shopId: string) => unwrap(api.GET('/user/seller/history', { params: { query: { shopId } } }));

// Real-name authentication
export const shopAuthStatus = (shopId: string) => unwrap(api.POST('/user/realAuth/shopAuthStatus', { body: { shopId } }));
/** reUrl '' answers the link as the message; '01' regenerates and answers a message to show. */
export const shopAuthLink = (reUrl: '' | '01') => withMessage(api.POST('/user/realAuth/shopAuthLink', { body: { reUrl } }));

// Files and addresses
export async function uploadPicture(file: File): Promise<Schemas['FileUploadResult']> {
  const form = new FormData();
  form.append('bizType', 'company');
  form.append('file', file);
  return unwrap(
    api.POST('/base/file/upload', {
      body: form as unknown as OpBody<'uploadFile'>,
      // The browser writes the multipart boundary itself.
      bodySerializer: (b: unknown) => b as FormData,
    }),
  );
}
export const fileLink = (fileUrl: string) => unwrap(api.GET('/base/file/queryFileUrl', { params: { query: { fileUrl } } }));
export const provinces = (level: number) => unwrap(api.GET('/base/address/getAllProvince', { params: { query: { level } } }));
export const childAddresses = (parentCode: string, level: number) =>
  unwrap(api.GET('/base/address/getChildrenAddressInfo', { params: { query: { parentCode, level } } }));

// Users
export const listUsers = (body: OpBody<'listUsers'>) => unwrap(api.POST('/user/user/list', { body }));
export const getUser = (userId: string) => unwrap(api.GET('/user/user/{userId}', { params: { path: { userId } } }));
// Passwords are given as typed and go as their SHA-256 hex, as sign-in sends them: the server never sees one.
export const createUser = (body: OpBody<'createUser'>) => unwrap(api.POST('/user/user', { body: { ...body, password: hashPassword(body.password) } }));
export const updateUser = (body: OpBody<'updateUser'>) => unwrap(api.PUT('/user/user', { body }));
export const changeUserStatus = (body: OpBody<'changeUserStatus'>) => unwrap(api.PUT('/user/user/changeStatus', { body }));
export const resetUserPassword = (body: OpBody<'adminResetPassword'>) =>
  unwrap(api.POST('/user/user/adminResetPwd', { body: { ...body, password: hashPassword(body.password) } }));

// Roles
export const listRoles = (query: OpQuery<'listRoles'>) => unwrap(api.GET('/user/role/getRoleList', { params: { query } }));
export const menuTree = (roleId?: string) => unwrap(api.GET('/user/role/treeSelect', { params: { query: roleId ? { roleId } : {} } }));
export const createRole = (body: OpBody<'createRole'>) => unwrap(api.POST('/user/role', { body }));
export const updateRole = (body: OpBody<'updateRole'>) => unwrap(api.PUT('/user/role', { body }));
export const changeRoleStatus = (body: OpBody<'changeRoleStatus'>) => unwrap(api.PUT('/user/role/changeStatus', { body }));

// Payment, invoicing, collection, SMS
export const paymentOverview = () => unwrap(api.GET('/user/payment/overview', { params: { query: {} } }));
export const createPaymentAccount = (body: OpBody<'createPaymentAccount'>) => unwrap(api.POST('/user/payment/account', { body }));
export const updatePaymentAccount = (body: OpBody<'updatePaymentAccount'>) => unwrap(api.PUT('/user/payment/account', { body }));
export const deletePaymentAccount = (id: string) => unwrap(api.DELETE('/user/payment/account/{id}', { params: { path: { id } } }));
export const invoiceManager = () => unwrap(api.POST('/user/invoiceManager/findInvoiceManagerVo', { params: { query: {} } }));
export const saveInvoiceManager = (body: OpBody<'updateInvoiceManager'>) => unwrap(api.POST('/user/invoiceManager/updateAll', { body }));
export const ownCollections = () => unwrap(api.GET('/user/collectionQualification/detailList'));
export const allCollections = (query: OpQuery<'listCollectionQualifications'>) =>
  unwrap(api.POST('/user/collectionQualification/manageInfoData', { params: { query } }));
export const applyCollection = (body: OpBody<'applyCollectionQualification'>) => unwrap(api.POST('/user/collectionQualification/apply', { body }));
export const editCollectionContact = (body: OpBody<'editCollectionContact'>) => unwrap(api.POST('/user/collectionQualification/editContactInfo', { body }));
export const auditCollection = (body: OpBody<'auditCollectionQualification'>) => unwrap(api.POST('/user/collectionQualification/audit', { body }));
export const smsOutbox = (query: OpQuery<'listSmsOutbox'>) => unwrap(api.GET('/base/sms/outbox', { params: { query } }));

// Payment records (/user/payLast, /user/payLastMt)
export type PaymentRecord = Schemas['PaymentRecord'];
export const paymentRecords = (query: OpQuery<'listPaymentRecords'>) => unwrap(api.GET('/user/payment/records', { params: { query } }));

// Phone registration (/user/PhoneRegiter): captcha, the mobile's availability, the SMS code, the account
export const fetchCaptcha = () => unwrap(api.GET('/code'));
export const verifyCaptcha = (mobile: string, uuid: string, imgVerify: string) =>
  unwrap(api.POST('/user/reg/imgVerify', { body: { mobile, uuid, imgVerify } }));
export const checkMobileAvailable = (mobile: string) => unwrap(api.GET('/user/reg/verify', { params: { query: { mobile } } }));
export const sendRegisterSms = (mobile: string, uuid?: string) =>
  unwrap(api.GET('/user/reg/sms', { params: { query: { mobile, ...(uuid ? { uuid } : {}) } } }));
export const phoneRegister = (body: OpBody<'phoneRegister'>) =>
  unwrap(api.POST('/user/PhoneRegiter', { body: { ...body, password: hashPassword(body.password), checkPass: hashPassword(body.checkPass) } }));

/** Platform staff: unlock a locked user, or reset the password through the SMS adapter (never shown on screen). */
export const unlockUser = (userId: string) => unwrap(api.POST('/admin/users/{userId}/unlock', { params: { path: { userId } } }));
export const smsResetUserPassword = (userId: string) => unwrap(api.POST('/admin/users/{userId}/sms-reset', { params: { path: { userId } } }));
