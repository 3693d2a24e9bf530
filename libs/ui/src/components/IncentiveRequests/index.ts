export { IncentiveRequests, NO_REQUESTS_TEXT } from './IncentiveRequests';
export type { IncentiveRequest, IncentiveRequestsProps } from './IncentiveRequests';
