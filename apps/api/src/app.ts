import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrate } from './db/migrate';
import { seedBase, seedDemo, seedDemoServedOrder } from './db/seed';
import { loadContract, type Contract } from './contract/contract';
import { registerContract } from './contract/register';
import { lazyCompilers } from './contract/lazyCompilers';
import { fieldErrors } from './contract/validation';
import type { HandlerMap } from './contract/handlers';
import { AppError } from './lib/errors';
import { createReadCache, type ReadCache } from './lib/readCache';
import { startChangeFeed } from './db/changeFeed';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './lib/mailer';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createCodes } from './modules/auth/auth.codes';
import { createAuthService, type AuthService } from './modules/auth/auth.service';
import { authHandlers } from './modules/auth/auth.routes';
import { packagesHandlers } from './modules/packages/packages.routes';
import { createPackagesService } from './modules/packages/packages.service';
import { registerDevRoutes } from './modules/dev/dev.routes';
import { createSettingsRepository } from './modules/settings/settings.repository';
import { createSettingsService } from './modules/settings/settings.service';
import { settingsHandlers } from './modules/settings/settings.routes';
import { createProviders, type Providers } from './modules/payments/providers';
import { registerSandboxRoutes } from './modules/payments/sandbox.routes';
import { createPaymentsService, type PaymentsService } from './modules/payments/payments.service';
import { paymentsHandlers, webhookHandlers } from './modules/payments/payments.routes';
import { schedulePaymentSweep } from './modules/payments/payments.sweep';
import type { TransferEventHandler } from './modules/payments/payments.webhooks';
import {
  createAutomatedWithdrawal,
  createWithdrawalsService,
  type WithdrawalsService,
} from './modules/withdrawals/withdrawals.service';
import { withdrawalsHandlers } from './modules/withdrawals/withdrawals.routes';
import {
  DEFAULT_PAYOUT_LEASE_MS,
  schedulePayoutReconciliation,
} from './modules/withdrawals/withdrawals.payouts';
import { exclusively, LOCKS } from './lib/exclusive';
import { databaseRateLimitStore } from './lib/rateLimitStore';
import { scheduleBooksCheck } from './modules/ledger/ledger.books';
import { createBankingService } from './modules/banking/banking.service';
import { bankingHandlers } from './modules/banking/banking.routes';
import { createBonusesService } from './modules/bonuses/bonuses.service';
import { bonusesHandlers } from './modules/bonuses/bonuses.routes';
import { createEarningsService } from './modules/bonuses/earnings.service';
import { createClaimsService } from './modules/incentives/claims.service';
import { claimsHandlers } from './modules/incentives/claims.routes';
import { incentivesHandlers } from './modules/incentives/incentives.routes';
import { createIncentivesService } from './modules/incentives/incentives.service';
import { ranksHandlers } from './modules/ranks/ranks.routes';
import { createRanksService } from './modules/ranks/ranks.service';
import { stockistPackagesHandlers } from './modules/stockists/stockist-packages.routes';
import { createStockistPackagesService } from './modules/stockists/stockist-packages.service';
import { createMembersService } from './modules/members/members.service';
import { networkHandlers } from './modules/network/network.routes';
import { createNetworkService } from './modules/network/network.service';
import { adminMembersHandlers } from './modules/admin-members/admin-members.routes';
import { createAdminMembersService } from './modules/admin-members/admin-members.service';
import { auditHandlers } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import { reportsHandlers } from './modules/reports/reports.routes';
import { createReportsService } from './modules/reports/reports.service';
import { createMemberMessageService } from './modules/admin-members/member-message.service';
import { adminStatsHandlers } from './modules/admin-stats/admin-stats.routes';
import { createAdminStatsService } from './modules/admin-stats/admin-stats.service';
import { membersHandlers } from './modules/members/members.routes';
import { profileHandlers } from './modules/members/profile.routes';
import { registrationHandlers } from './modules/members/registration.routes';
import { createRegistrationService, type RegistrationService } from './modules/members/registration.service';
import { createProfileService } from './modules/members/profile.service';
import { companyBanksHandlers, createCompanyBanksService } from './modules/company-banks/company-banks';
import { ordersHandlers } from './modules/orders/orders.routes';
import { stockHandlers } from './modules/stock/stock.routes';
import { createStockService } from './modules/stock/stock.service';
import { createOrdersService } from './modules/orders/orders.service';
import { productClaimsHandlers } from './modules/product-claims/product-claims.routes';
import { createProductClaimsService } from './modules/product-claims/product-claims.service';
import { productsHandlers } from './modules/products/products.routes';
import { serviceProvidersHandlers } from './modules/service-providers/service-providers.routes';
import { createServiceProvidersService } from './modules/service-providers/service-providers.service';
import { createProductsService } from './modules/products/products.service';
import { stockistsHandlers } from './modules/stockists/stockists.routes';
import { createStockistRegistrationService } from './modules/stockists/stockists.registration';
import { createStockistsService } from './modules/stockists/stockists.service';
import { registerStorageRoutes } from './modules/storage/storage.routes';
import { MULTIPART_LIMITS } from './lib/multipart';
import { repeatWhileUp } from './lib/repeat';
import { serveWebApps } from './lib/webApps';
import { securityHeaders } from './lib/securityHeaders';
import { serverLogging, stdoutLogDestination, type LogDestination } from './lib/logging';
import { createRunsService } from './modules/runs/runs.service';
import { createRunsAdminService } from './modules/runs/runs.admin';
import { runsHandlers } from './modules/runs/runs.routes';
import { createRunScheduler } from './modules/runs/runs.scheduler';

export interface BuildOptions {
  /** Use this database instead of opening one from the config (tests). */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Where the production log goes instead of standard output (tests); ignored with `logger`. */
  logDestination?: LogDestination;
  contract?: Contract;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    mailer: Mailer;
    contract: Contract;
    auth: AuthService;
    /** Registration and the expiry of unpaid registrations (modules/members). */
    registration: RegistrationService;
    /** operationIds with a handler; the others answer 501. */
    implementedOperations: ReadonlySet<string>;
    /** Paystack (when configured) and the built-in sandbox; see modules/payments/providers. */
    paymentProviders: Providers;
    payments: PaymentsService;
    /** Withdrawals and payouts (modules/withdrawals): reconciliation is reached through it. */
    withdrawals: WithdrawalsService;
    /** Display reads kept in memory (lib/readCache); enabled only with PostgreSQL's change feed. */
    readCache: ReadCache;
    /** Compiles every route's validator and serializer now (they compile on first use otherwise). */
    compileRoutes(): void;
  }
}

/** The whole server as one Fastify instance: database, contract routes, docs, and the two web apps. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const compilers = lazyCompilers();
  const app = Fastify({
    // The log as production runs it, on standard output (lib/logging); a test may give its own logger.
    ...(options.logger !== undefined
      ? { logger: options.logger }
      : serverLogging(config.logLevel, options.logDestination ?? stdoutLogDestination())),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    ajv: { customOptions: { strict: false, allErrors: true, coerceTypes: 'array', removeAdditional: false } },
    // Each route's validator and serializer compiled on its first request (contract/lazyCompilers.ts).
    schemaController: { compilersFactory: compilers },
  });
  app.decorate('compileRoutes', () => compilers.compileAll());

  const database = options.database ?? (await openDatabase(config));
  app.decorate('database', database);
  if (!options.database) app.addHook('onClose', async () => database.close());

  await migrate(database);
  await seedBase(database.db, config);

  const mailer = config.smtpUrl
    ? await createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(database.db, app.log);
  app.decorate('mailer', mailer);

  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({
        success: false,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (error.validation) {
      const errors = fieldErrors(error.validation);
      const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
      return reply.code(422).send({ success: false, message: first, errors });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      const message = 'The request body is not valid JSON.';
      return reply.code(422).send({ success: false, message, errors: { body: [message] } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ success: false, message: 'An error occurred' });
    }
    return reply.code(status).send({ success: false, message: error.message });
  });

  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ["'self'", 'https://checkout.paystack.com'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        // Only the sandbox checkout page may be framed (by this origin); it sets its own policy.
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // Only over https: on plain http (a phone on the local network) it would send the browser to
        // an https address nobody serves.
        upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    xFrameOptions: { action: 'deny' },
    // The API's JSON answers get the set for answers that are never documents; its docs page is one.
    api: { prefix: '/api/', documents: ['/api/docs'] },
  });
  await app.register((await import('@fastify/rate-limit')).default, {
    global: false,
    // With PostgreSQL every server counts in the database (docs/security.md#several-servers).
    ...(database.driver === 'postgres' ? { store: databaseRateLimitStore(database.db) } : {}),
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });

  // multipart/form-data (a profile photo) is read by the operations that take it, within the limits
  // they set (lib/multipart; @fastify/multipart is registered for those routes only, in
  // contract/register.ts). Any other route accepts such a body unread, as the plugin's parser did.
  app.addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null));

  const contract = options.contract ?? loadContract();
  await app.register((await import('@fastify/swagger')).default, {
    mode: 'static',
    specification: { document: contract.document as never },
  });
  await app.register((await import('@fastify/swagger-ui')).default, {
    routePrefix: '/api/docs',
    staticCSP: true,
  });

  // Sessions and wallet totals in memory, on PostgreSQL while its change feed is LISTENing.
  const readCache = createReadCache();
  app.decorate('readCache', readCache);
  if (config.readCache && database.driver === 'postgres' && config.databaseUrl) {
    const feed = startChangeFeed({ connectionString: config.databaseUrl, cache: readCache, log: app.log });
    app.addHook('onReady', async () => feed.ready);
    app.addHook('onClose', async () => feed.stop());
  }

  // A matching run writes its members' new state on a connection of its own, beside its ledger
  // (ADR 0025); PGlite has one connection, so there it is written in the run's transaction.
  const stateDb = database.sideDb;
  const authRepo = createAuthRepository(database.db);
  // One-time codes are mailed by sign-in and account flows and by registration alike.
  const codes = createCodes({ db: database.db, repo: authRepo, mailer, config, now: () => new Date() });
  const auth = createAuthService({ db: database.db, mailer, config, repo: authRepo, codes, readCache });
  const registration = createRegistrationService({
    db: database.db,
    codes,
    accounts: authRepo,
    log: app.log,
  });
  const paymentProviders = createProviders(config, database.db);
  app.decorate('paymentProviders', paymentProviders);
  const payments = createPaymentsService({
    db: database.db,
    config,
    providers: paymentProviders,
    log: app.log,
  });
  app.decorate('payments', payments);
  // Settles payouts from the provider's transfer events (set by the withdrawals module).
  let settleTransfer: TransferEventHandler | null = null;
  const withdrawals = createWithdrawalsService({
    db: database.db,
    providers: () => app.paymentProviders,
    log: app.log,
    // Outlives one attempt's provider calls (recipient, transfer, verify) with room to spare.
    payoutLeaseMs: Math.max(DEFAULT_PAYOUT_LEASE_MS, 6 * config.paymentProviderTimeoutMs),
  });
  app.decorate('withdrawals', withdrawals);
  settleTransfer = (reference, status, reason) => withdrawals.settle(reference, status, reason);
  const handlers: HandlerMap = {
    ...authHandlers(auth),
    ...registrationHandlers(registration),
    ...packagesHandlers(createPackagesService(database.db)),
    ...settingsHandlers(createSettingsService(database.db, createSettingsRepository(database.db))),
    ...paymentsHandlers(payments),
    ...webhookHandlers(payments, () => settleTransfer),
    ...withdrawalsHandlers(withdrawals),
    ...bankingHandlers(
      createBankingService({ db: database.db, providers: () => app.paymentProviders, log: app.log }),
    ),
    ...bonusesHandlers(
      createBonusesService({ db: database.db, readCache }),
      createEarningsService({ db: database.db }),
    ),
    ...claimsHandlers(createClaimsService({ db: database.db })),
    ...incentivesHandlers(createIncentivesService(database.db)),
    ...ranksHandlers(createRanksService(database.db)),
    ...membersHandlers(createMembersService(database.db)),
    ...profileHandlers(createProfileService({ db: database.db, mailer, config })),
    ...productsHandlers(createProductsService({ db: database.db })),
    ...serviceProvidersHandlers(
      createServiceProvidersService({ db: database.db, config, providers: () => app.paymentProviders }),
    ),
    ...ordersHandlers(createOrdersService({ db: database.db })),
    ...stockHandlers(createStockService({ db: database.db })),
    ...productClaimsHandlers(createProductClaimsService({ db: database.db })),
    ...stockistsHandlers(
      createStockistsService({ db: database.db }),
      createStockistRegistrationService({ db: database.db }),
    ),
    ...companyBanksHandlers(createCompanyBanksService({ db: database.db })),
    ...stockistPackagesHandlers(createStockistPackagesService(database.db)),
    ...networkHandlers(createNetworkService({ db: database.db })),
    ...adminMembersHandlers(
      createAdminMembersService({ db: database.db }),
      createMemberMessageService({ db: database.db, mailer, config }),
    ),
    ...adminStatsHandlers(createAdminStatsService({ db: database.db })),
    ...runsHandlers(createRunsAdminService({ db: database.db, stateDb, createAutomatedWithdrawal })),
    ...auditHandlers(createAuditService({ db: database.db })),
    ...reportsHandlers(createReportsService({ db: database.db })),
  };
  app.decorate('contract', contract);
  app.decorate('auth', auth);
  app.decorate('registration', registration);
  app.decorate('implementedOperations', new Set(Object.keys(handlers)));
  await registerContract(app, {
    contract,
    handlers,
    authenticate: (token) => auth.authenticate(token),
    cachedSession: (token) => auth.cachedSession(token),
    multipart: { limits: MULTIPART_LIMITS },
    responseValidation: config.responseValidation,
    authRateLimitMax: config.authRateLimitMax,
    verifyWebhook: (operationId, raw, headers) =>
      operationId === 'handlePaystackWebhook' && !!paymentProviders.paystack?.verifyWebhook(raw, headers),
  });
  if (mailer.transport === 'outbox') registerDevRoutes(app, database.db);
  registerStorageRoutes(app, database.db);
  // The sandbox's checkout decision is its webhook: verify with the sandbox and apply once.
  // Without the sandbox (a production server with Paystack) its pages do not exist.
  if (config.paymentSandbox)
    registerSandboxRoutes(app, {
      sandbox: paymentProviders.sandbox,
      hooks: {
        onSandboxPaymentDecided: async (reference) =>
          payments.confirm(reference, await paymentProviders.sandbox.verify(reference)),
      },
    });

  if (config.seedDemo) {
    // Demo members pay their registration through the sandbox checkout like anybody else.
    for (const userId of await seedDemo(database.db)) {
      const registration = { amount: 0, txn_source: 'package_payment', is_upgrade: 0 } as const;
      const priced = await payments.price(userId, registration);
      const { reference } = await payments.initiate(userId, {
        ...registration,
        amount: priced.amountKobo / 100,
      });
      await paymentProviders.sandbox.decide(reference, 'success');
      await payments.confirm(reference, await paymentProviders.sandbox.verify(reference));
    }
    // chidi's store serves an order once its members are active (the rebate is paid to an active stockist).
    await seedDemoServedOrder(database.db);
  }

  // Unpaid registrations expire after 7 days: swept at start and then hourly.
  repeatWhileUp(
    app,
    { everyMs: 60 * 60 * 1000, atStart: true, failure: 'registration expiry sweep failed' },
    () =>
      exclusively(database, LOCKS.registrationExpiry, async () => {
        const count = await registration.expireUnpaidRegistrations();
        if (count > 0) app.log.info({ count }, 'expired unpaid registrations');
      }).then(() => undefined),
  );
  schedulePayoutReconciliation(app, withdrawals);
  scheduleBooksCheck(app, database.db);
  schedulePaymentSweep(app, payments, () => settleTransfer);
  // Scheduled runs (matching, equilibrium, profit pool, global profit, payouts) when due: RUN_SCHEDULER.
  if (config.runScheduler) {
    const runScheduler = createRunScheduler({
      service: createRunsService({ db: database.db, stateDb, createAutomatedWithdrawal }),
      log: app.log,
    });
    app.addHook('onReady', async () => runScheduler.start());
    app.addHook('onClose', async () => runScheduler.stop());
  }

  await serveWebApps(app, config);
  return app;
}
