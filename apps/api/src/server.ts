import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DEMO_PASSWORD } from './db/seed';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  const close = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl;
  const lines = [
    '',
    `  Kola is running at ${url}`,
    `  Member portal:  ${url}/login`,
    `  Back office:    ${url}/admin-login   (email ${config.adminEmail}, password ${config.adminPassword})`,
    `  API docs:       ${url}/api/docs`,
    `  Database:       ${app.database.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.pgliteDataDir}`}`,
    app.mailer.transport === 'outbox'
      ? `  Mail outbox:    ${url}/api/dev/outbox   (codes for sign-up, 2FA and resets)`
      : '  Mail:           SMTP',
    config.seedDemo
      ? `  Demo members:   ada, bola, chidi (paid), dayo (unpaid); password ${DEMO_PASSWORD}`
      : '',
    '',
  ];
  console.log(lines.filter((l) => l !== '').join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
