import type { HandlerMap } from '../../contract/handlers';
import type { AuditService } from './audit.service';

/** HTTP only: the audit log (administrators, by the operation's x-access). */
export function auditHandlers(audit: AuditService): HandlerMap {
  return {
    listAuditLog: async ({ query }) => ({ message: 'Audit log', data: await audit.list(query) }),
  };
}
