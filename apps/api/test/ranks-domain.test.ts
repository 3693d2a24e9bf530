// Differential test: the server keeps leg volumes, CPV and ranks in SQL
// (network.repository.ts: propagatePv and evaluateRanks walk the placement tree in one
// statement each). libs/domain states the same rules as pure functions (legVolumeCredits,
// evaluateRank). Random networks are built through the real payment pipelines (activation,
// upgrade, repurchase), the rank table is edited between events as an administrator may, and
// after every event the database must hold exactly what the domain functions compute from the
// same inputs: the tree, the PV of each event and the rank table of the moment.
import { evaluateRank, legVolumeCredits, type PlanRank } from '@kola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { checkLedger } from '../src/modules/ledger/ledger.repository';
import { startServer, type TestServer } from './helper';

/** Networks built, members per network, and the seed of the first (RANKS_SEED to replay one). */
const NETWORKS = 4;
const MEMBERS = 16;
const FIRST_SEED = Number(process.env.RANKS_SEED ?? 20_261_122);

let server: TestServer;
let db: Database;
let stockistId: number;
const packagePv = new Map<number, number>();
const packagePrice = new Map<number, number>();
const products: { id: number; points: number; priceKobo: number }[] = [];

/** A small, seedable PRNG (mulberry32): a failure names its seed and can be replayed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof random>;

/** The model: what the domain functions say each member holds. */
interface Node {
  id: number;
  parentId: number | null;
  position: 1 | 2 | null;
  packageId: number;
  regPackageId: number;
  paid: boolean;
  own: number;
  left: number;
  right: number;
  cpv: number;
  rankId: number | null;
}
const model = new Map<number, Node>();

async function loadModel(): Promise<void> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('member_volumes as mv', 'mv.user_id', 'u.id')
    .select([
      'u.id',
      'u.placement_parent_id',
      'u.placement_position',
      'u.package_id',
      'u.reg_package_id',
      'u.payment_status',
      'u.rank_id',
      'mv.own_pv',
      'mv.left_pv',
      'mv.right_pv',
      'mv.cpv',
    ])
    .execute();
  for (const r of rows) {
    model.set(r.id, {
      id: r.id,
      parentId: r.placement_parent_id,
      position: r.placement_position as 1 | 2 | null,
      packageId: r.package_id,
      regPackageId: r.reg_package_id ?? r.package_id,
      paid: r.payment_status === 'approved',
      own: Number(r.own_pv),
      left: Number(r.left_pv),
      right: Number(r.right_pv),
      cpv: Number(r.cpv),
      rankId: r.rank_id,
    });
  }
}

async function ranks(): Promise<PlanRank[]> {
  const rows = await db.selectFrom('ranks').select(['id', 'points', 'package_id']).execute();
  return rows.map((r) => ({ id: r.id, points: r.points, packageId: r.package_id }));
}

/** The domain's account of `pv` entering the tree at `memberId` (own PV too, as every pipeline adds). */
async function applyDomain(memberId: number, pv: number): Promise<void> {
  const member = model.get(memberId)!;
  const ancestors: Node[] = [];
  const path: (1 | 2)[] = [];
  for (let at = member; at.parentId !== null; at = model.get(at.parentId)!) {
    ancestors.push(model.get(at.parentId)!);
    path.push(at.position!);
  }
  for (const credit of legVolumeCredits(
    ancestors.map((a) => ({ id: String(a.id) })),
    path,
    pv,
  )) {
    const node = model.get(Number(credit.ancestorId))!;
    node[credit.leg] += credit.pv;
    node.cpv += credit.pv;
  }
  member.own += pv;
  member.cpv += pv;
  // CPV changed for the member and every ancestor: each is re-evaluated on today's rank table.
  const table = await ranks();
  for (const node of [member, ...ancestors]) {
    node.rankId = evaluateRank({
      cpv: node.cpv,
      packageId: node.packageId,
      currentRankId: node.rankId,
      ranks: table,
    }).rankId;
  }
}

/** What the database holds for every member of the model. */
async function databaseState() {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('member_volumes as mv', 'mv.user_id', 'u.id')
    .select(['u.id', 'u.rank_id', 'mv.own_pv', 'mv.left_pv', 'mv.right_pv', 'mv.cpv'])
    .where('u.id', 'in', [...model.keys()])
    .orderBy('u.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    own: Number(r.own_pv),
    left: Number(r.left_pv),
    right: Number(r.right_pv),
    cpv: Number(r.cpv),
    rankId: r.rank_id,
  }));
}

function modelState() {
  return [...model.values()]
    .sort((a, b) => a.id - b.id)
    .map((n) => ({ id: n.id, own: n.own, left: n.left, right: n.right, cpv: n.cpv, rankId: n.rankId }));
}

/** A payment through the real path: the server prices it, the provider reports success. */
async function pay(userId: number, body: Parameters<TestServer['app']['payments']['initiate']>[1]) {
  const started = await server.app.payments.initiate(userId, body);
  const row = await db
    .selectFrom('payments')
    .select('amount_kobo')
    .where('reference', '=', started.reference)
    .executeTakeFirstOrThrow();
  const paid = await server.app.payments.confirm(started.reference, {
    status: 'success',
    amountKobo: row.amount_kobo,
    currency: 'NGN',
    reference: started.reference,
    paidAt: new Date(),
    channel: 'card',
  });
  expect(paid?.status).toBe('approved');
}

let memberSeq = 0;
/** A member placed under `parent` (registration itself is not under test), not paid yet. */
async function addMember(parent: Node, position: 1 | 2, packageId: number): Promise<Node> {
  memberSeq += 1;
  const row = await db
    .insertInto('users')
    .values({
      first_name: 'Diff',
      last_name: `M${memberSeq}`,
      username: `diff_${memberSeq}`,
      email: `diff_${memberSeq}@example.com`,
      phone: '+2348012345678',
      password_hash: 'not-a-password-hash',
      package_id: packageId,
      reg_package_id: packageId,
      sponsor_id: parent.id,
      placement_parent_id: parent.id,
      placement_position: position,
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const node: Node = {
    id: row.id,
    parentId: parent.id,
    position,
    packageId,
    regPackageId: packageId,
    paid: false,
    own: 0,
    left: 0,
    right: 0,
    cpv: 0,
    rankId: null,
  };
  model.set(node.id, node);
  return node;
}

let rankSeq = 0;
/** An administrator adds ranks or moves their thresholds: ties, package floors, a 0-point rank. */
async function editRanks(rng: Random): Promise<string> {
  const mine = await db
    .selectFrom('ranks')
    .select(['id', 'points'])
    .where('name', 'like', 'Diff %')
    .execute();
  if (mine.length > 0 && rng.chance(0.4)) {
    const rank = rng.pick(mine);
    const points = rng.chance(0.3) ? rng.pick(mine).points : rng.int(0, 600);
    const packageId = rng.chance(0.5) ? null : rng.int(1, 6);
    await db.updateTable('ranks').set({ points, package_id: packageId }).where('id', '=', rank.id).execute();
    return `rank ${rank.id} now ${points} points, package ${packageId}`;
  }
  const added: string[] = [];
  for (let i = rng.int(1, 3); i > 0; i--) {
    rankSeq += 1;
    const points =
      mine.length > 0 && rng.chance(0.3) ? rng.pick(mine).points : rng.chance(0.1) ? 0 : rng.int(1, 600);
    const packageId = rng.chance(0.5) ? null : rng.int(1, 6);
    await db
      .insertInto('ranks')
      .values({ name: `Diff ${rankSeq}`, points, package_id: packageId, is_global_profit_eligible: false })
      .execute();
    added.push(`${points}/${packageId}`);
  }
  return `ranks added ${added.join(', ')}`;
}

beforeAll(async () => {
  server = await startServer();
  db = server.app.database.db;
  for (const p of await db
    .selectFrom('packages')
    .select(['id', 'point_value', 'registration_value_kobo'])
    .execute()) {
    packagePv.set(p.id, p.point_value);
    packagePrice.set(p.id, p.registration_value_kobo);
  }
  for (const p of await db.selectFrom('products').select(['id', 'points', 'worth_kobo']).execute()) {
    products.push({ id: p.id, points: p.points, priceKobo: p.worth_kobo });
  }
  const root = await db
    .selectFrom('users')
    .select('id')
    .where('is_root', '=', true)
    .executeTakeFirstOrThrow();
  stockistId = (
    await db
      .insertInto('stockists')
      .values({ user_id: root.id, stockist_package_id: 1, store_name: 'Diff Store', status: 'approved' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await loadModel();
}, 120_000);

afterAll(async () => {
  if (!server) return;
  expect(await checkLedger(db)).toEqual([]);
  await server.close();
}, 120_000);

describe('leg volumes, CPV and ranks: the SQL agrees with libs/domain', () => {
  it(`on ${NETWORKS} random networks of ${MEMBERS} members built through the payment pipelines`, async () => {
    const done = { activation: 0, upgrade: 0, repurchase: 0, rankEdit: 0 };
    let promotions = 0;
    let deepest = 0;
    for (let network = 0; network < NETWORKS; network++) {
      const seed = FIRST_SEED + network;
      const rng = random(seed);
      const log: string[] = [await editRanks(rng)];
      // The tree: each new member under the newest member with a free slot (long chains, deeper
      // than the ten bonus generations) or under any member with one.
      const children = (n: Node) => [...model.values()].filter((c) => c.parentId === n.id);
      const open = () => [...model.values()].filter((n) => children(n).length < 2);
      const fresh: Node[] = [];
      for (let i = 0; i < MEMBERS; i++) {
        const candidates = open();
        const newest = candidates.filter((n) => fresh.includes(n)).at(-1);
        const parent = newest && rng.chance(0.6) ? newest : rng.pick(candidates);
        const taken = children(parent).map((c) => c.position);
        const position = taken.includes(1) ? 2 : taken.includes(2) ? 1 : rng.pick([1, 2] as const);
        fresh.push(await addMember(parent, position, rng.int(1, 5)));
      }
      for (const node of fresh) {
        let depth = 0;
        for (let at = node; at.parentId !== null; at = model.get(at.parentId)!) depth += 1;
        deepest = Math.max(deepest, depth);
      }
      // Events in random order: most members activate (some never do, and stay uplines of paid
      // members); paid members upgrade and buy products; the rank table moves now and then.
      const unpaid = fresh.filter(() => rng.chance(0.85));
      let steps = MEMBERS * 2;
      while (steps-- > 0) {
        const paid = fresh.filter((n) => n.paid);
        const roll = rng.next();
        let what: string;
        if (unpaid.length > 0 && (roll < 0.5 || paid.length === 0)) {
          const node = unpaid.splice(rng.int(0, unpaid.length - 1), 1)[0]!;
          await pay(node.id, {
            amount: packagePrice.get(node.regPackageId)! / 100,
            txn_source: 'package_payment',
            is_upgrade: 0,
          });
          node.paid = true;
          done.activation += 1;
          what = `activation of ${node.id} (package ${node.regPackageId})`;
          await applyDomain(node.id, packagePv.get(node.regPackageId)!);
        } else if (roll < 0.7 && paid.some((n) => n.packageId < 6)) {
          const node = rng.pick(paid.filter((n) => n.packageId < 6));
          const to = rng.int(node.packageId + 1, 6);
          await pay(node.id, {
            amount: (packagePrice.get(to)! - packagePrice.get(node.packageId)!) / 100,
            txn_source: 'package_payment',
            is_upgrade: 1,
            meta_data: { package_id: to },
          });
          const delta = packagePv.get(to)! - packagePv.get(node.packageId)!;
          what = `upgrade of ${node.id} from ${node.packageId} to ${to}`;
          node.packageId = to;
          done.upgrade += 1;
          await applyDomain(node.id, delta);
        } else if (roll < 0.9 && paid.length > 0) {
          const node = rng.pick(paid);
          const lines = [rng.pick(products)].map((p) => ({ ...p, qty: rng.int(1, 4) }));
          await pay(node.id, {
            amount: lines.reduce((s, l) => s + l.priceKobo * l.qty, 0) / 100,
            txn_source: 'member_product_purchase',
            is_upgrade: 0,
            pickup_type: 'repurchase_pickup',
            stockist_id: stockistId,
            products: lines.map((l) => ({ id: l.id, qty: l.qty })),
          });
          const pv = lines.reduce((s, l) => s + l.points * l.qty, 0);
          what = `repurchase of ${pv} PV by ${node.id}`;
          done.repurchase += 1;
          await applyDomain(node.id, pv);
        } else {
          what = await editRanks(rng);
          log.push(what);
          done.rankEdit += 1;
          continue;
        }
        log.push(what);
        const table = (await ranks()).map((r) => `${r.id}:${r.points}/${r.packageId ?? '-'}`).join(' ');
        expect(await databaseState(), `seed ${seed}, ranks ${table}, after: ${log.join('; ')}`).toEqual(
          modelState(),
        );
      }
      promotions += fresh.filter((n) => n.rankId !== null).length;
    }
    // The networks exercised what they should: every kind of event, chains deeper than the ten
    // bonus generations, members holding ranks.
    console.log(`ranks-domain: ${JSON.stringify(done)}, deepest ${deepest}, ranked ${promotions}`);
    expect(Math.min(...Object.values(done))).toBeGreaterThan(NETWORKS);
    expect(deepest).toBeGreaterThan(10);
    expect(promotions).toBeGreaterThan(NETWORKS * 2);
  }, 300_000);
});
