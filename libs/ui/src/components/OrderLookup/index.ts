export {
  canApproveOrder,
  ORDER_LOOKUP_TEXTS,
  OrderLookup,
  orderCodeSchema,
  orderLineState,
} from './OrderLookup';
export type {
  FetchedOrder,
  OrderCodeValues,
  OrderLineState,
  OrderLookupLine,
  OrderLookupMember,
  OrderLookupProps,
} from './OrderLookup';
