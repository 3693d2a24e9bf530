import { buildApp } from './app';
import { startBanner } from './banner';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/dataDirLock';

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
  console.log(
    startBanner(config, {
      database:
        app.database.driver === 'postgres'
          ? 'PostgreSQL (DATABASE_URL)'
          : `PGlite at ${config.pgliteDataDir}`,
      outbox: app.mailer.transport === 'outbox',
    }),
  );
}

main().catch((error) => {
  console.error(error instanceof DataDirInUseError ? `Database error: ${error.message}` : error);
  process.exit(1);
});
