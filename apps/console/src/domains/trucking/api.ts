/** The trucking domain's calls, typed by the contract (openapi/paths/trucking.yaml, gps.yaml). */
import type { OpQuery, Schemas } from '@port/sdk/contract';
import { api, unwrap } from '../../app/api';

export type OrderListItem = Schemas['TruckOrderListItem'];
export type OrderDetail = Schemas['TruckOrderDetail'];
export type OrderWrite = Schemas['TruckOrderWrite'];
export type OrderAction = Schemas['TruckOrderAction'];
export type OrderQuery = Omit<OpQuery<'listTruckOrders'>, 'pageNo' | 'pageSize'>;
export type Dispatch = Schemas['Dispatch'];
export type DispatchResources = Schemas['DispatchResources'];
export type ImportResult = Schemas['ImportResult'];

export const listOrders = (query: OpQuery<'listTruckOrders'>) => unwrap(api.GET('/trucking/orders', { params: { query } }));
export const getOrder = (id: string) => unwrap(api.GET('/trucking/orders/{id}', { params: { path: { id } } }));
export const createOrder = (body: Schemas['TruckOrderCreate']) => unwrap(api.POST('/trucking/orders', { body }));
export const updateOrder = (id: string, body: Schemas['TruckOrderUpdate']) => unwrap(api.PUT('/trucking/orders/{id}', { params: { path: { id } }, body }));
export const deleteOrder = (id: string, version: number) => unwrap(api.DELETE('/trucking/orders/{id}', { params: { path: { id }, query: { version } } }));
export const getOrderHistory = (id: string) => unwrap(api.GET('/trucking/orders/{id}/history', { params: { path: { id } } }));
export const transitionOrder = (id: string, body: Schemas['TruckOrderTransition']) =>
  unwrap(api.POST('/trucking/orders/{id}/transition', { params: { path: { id } }, body }));
export const listFleets = () => unwrap(api.GET('/trucking/fleets'));

/** Starts the streamed export of the current filter; the caller saves the body. */
export async function startOrderExport(query: OrderQuery, exportId: string): Promise<Response> {
  const { response } = await api.GET('/trucking/orders/export', { params: { query: { ...query, exportId } }, parseAs: 'stream' });
  return response;
}

export async function downloadImportTemplate(): Promise<Response> {
  const { response } = await api.GET('/trucking/orders/importTemplate', { parseAs: 'stream' });
  return response;
}

/** Where the company's next office file stands in the server's reading queue (asked while an import waits). */
export const getOfficeQueue = () => unwrap(api.GET('/documents/officeQueue'));

export function importOrders(file: File, entrust: boolean) {
  return unwrap(
    api.POST('/trucking/orders/import', {
      body: { file: '' },
      bodySerializer: () => {
        const form = new FormData();
        form.append('entrust', entrust ? 'true' : 'false');
        form.append('file', file, file.name);
        return form;
      },
    }),
  );
}

export const listDispatches = (query: OpQuery<'listDispatches'>) => unwrap(api.GET('/trucking/sends', { params: { query } }));
export const getDispatch = (id: string) => unwrap(api.GET('/trucking/sends/{id}', { params: { path: { id } } }));
export const dispatchResources = () => unwrap(api.GET('/trucking/sends/resources'));
/** 车辆调度's rows: every truck of the fleet with its drivers, last position and active dispatch (the fleet's view, fleet.yaml). */
export const dispatchView = () => unwrap(api.GET('/fleet/dispatchView'));
export const createDispatches = (body: Schemas['DispatchCreate']) => unwrap(api.POST('/trucking/sends', { body }));
export const transitionDispatch = (id: string, body: Schemas['DispatchTransition']) =>
  unwrap(api.POST('/trucking/sends/{id}/transition', { params: { path: { id } }, body }));

export const orderLocation = (id: string) => unwrap(api.GET('/gps/orders/{id}/location', { params: { path: { id } } }));
export const mapConfig = () => unwrap(api.GET('/gps/mapConfig'));

// 常用工厂, 常用联系人 and 箱子列表 (openapi/paths/trucking.yaml truckFactories, truckContacts, truckContainers).
export type Factory = Schemas['TruckFactory'];
export type FactoryWrite = Schemas['TruckFactoryWrite'];
export type FactoryQuery = Omit<OpQuery<'listTruckFactories'>, 'pageNo' | 'pageSize' | 'cursor'>;
export type Contact = Schemas['TruckContact'];
export type ContactWrite = Schemas['TruckContactWrite'];
export type ContactQuery = Omit<OpQuery<'listTruckContacts'>, 'pageNo' | 'pageSize' | 'cursor'>;
export type ContainerItem = Schemas['TruckContainerItem'];
export type ContainerQuery = Omit<OpQuery<'listTruckContainers'>, 'pageNo' | 'pageSize' | 'cursor'>;

export const listFactories = (query: OpQuery<'listTruckFactories'>) => unwrap(api.GET('/trucking/factories', { params: { query } }));
export const createFactory = (body: FactoryWrite) => unwrap(api.POST('/trucking/factories', { body }));
export const updateFactory = (id: string, body: FactoryWrite) => unwrap(api.PUT('/trucking/factories/{id}', { params: { path: { id } }, body }));
export const deleteFactory = (id: string, version: number) =>
  unwrap(api.DELETE('/trucking/factories/{id}', { params: { path: { id }, query: { version } } }));
export async function startFactoryExport(query: FactoryQuery, exportId: string): Promise<Response> {
  const { response } = await api.GET('/trucking/factories/export', { params: { query: { ...query, exportId } }, parseAs: 'stream' });
  return response;
}

export const listContacts = (query: OpQuery<'listTruckContacts'>) => unwrap(api.GET('/trucking/contacts', { params: { query } }));
export const createContact = (body: ContactWrite) => unwrap(api.POST('/trucking/contacts', { body }));
export const updateContact = (id: string, body: ContactWrite) => unwrap(api.PUT('/trucking/contacts/{id}', { params: { path: { id } }, body }));
export const deleteContact = (id: string, version: number) =>
  unwrap(api.DELETE('/trucking/contacts/{id}', { params: { path: { id }, query: { version } } }));
export async function startContactExport(query: ContactQuery, exportId: string): Promise<Response> {
  const { response } = await api.GET('/trucking/contacts/export', { params: { query: { ...query, exportId } }, parseAs: 'stream' });
  return response;
}

export const listContainers = (query: OpQuery<'listTruckContainers'>) => unwrap(api.GET('/trucking/containers', { params: { query } }));
export async function startContainerExport(query: ContainerQuery, exportId: string): Promise<Response> {
  const { response } = await api.GET('/trucking/containers/export', { params: { query: { ...query, exportId } }, parseAs: 'stream' });
  return response;
}
