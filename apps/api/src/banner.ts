import { DEFAULT_ADMIN_PASSWORD, type Config } from './config';
import { DEMO_PASSWORD } from './db/seed';

/**
 * What the server prints once it listens. The administrator password appears only while it is the
 * published development default; a password of the operator's own (always, in production) is never
 * printed or logged (docs/security.md#production-defaults).
 */
export function startBanner(
  config: Pick<Config, 'publicUrl' | 'adminEmail' | 'adminPassword' | 'production' | 'seedDemo'>,
  where: { database: string; outbox: boolean },
): string {
  const url = config.publicUrl;
  const password =
    !config.production && config.adminPassword === DEFAULT_ADMIN_PASSWORD
      ? `password ${DEFAULT_ADMIN_PASSWORD}`
      : 'password from ADMIN_PASSWORD';
  const lines = [
    '',
    `  Kola is running at ${url}`,
    `  Member portal:  ${url}/login`,
    `  Back office:    ${url}/admin-login   (email ${config.adminEmail}, ${password})`,
    `  API docs:       ${url}/api/docs`,
    `  Database:       ${where.database}`,
    where.outbox
      ? `  Mail outbox:    ${url}/api/dev/outbox   (codes for sign-up, 2FA and resets)`
      : '  Mail:           SMTP',
    config.seedDemo
      ? `  Demo members:   ada, bola, chidi and more (see the README); password ${DEMO_PASSWORD}`
      : '',
    '',
  ];
  return lines.filter((l) => l !== '').join('\n');
}
