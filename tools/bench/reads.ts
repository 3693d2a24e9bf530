// Reads against a bare route, compared in alternating rounds (tools/bench/api.ts, step 4).
//
// Two windows taken one after the other compare two different moments of a shared machine: on
// these two cores, single runs of the same code gave 25-68 % one evening (ADR 0021). Here both
// servers stay up and autocannon loads them in turn, in rounds of a few seconds, in the order
// A B B A A B …, so a change of load falls on both alike; each round's ratio is the reads'
// rate over the bare route's rate of the round next to it, and the verdict is their median.
import autocannon from 'autocannon';

export interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

export interface Rate {
  /** Requests per second over all its rounds. */
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface ReadComparison {
  bare: Rate;
  reads: Rate;
  /** reads ÷ bare of each pair of rounds, in order. */
  ratios: number[];
  /** Their median: the figure compared with the target. */
  median: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function load(target: Target, connections: number, seconds: number) {
  const result = await autocannon({
    url: target.url,
    headers: target.headers ?? {},
    connections,
    pipelining: 1,
    duration: seconds,
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

type Round = Awaited<ReturnType<typeof load>>;

function rate(rounds: Round[]): Rate {
  const requests = rounds.reduce((sum, r) => sum + r.requests, 0);
  const seconds = rounds.reduce((sum, r) => sum + r.seconds, 0);
  return {
    rps: requests / seconds,
    // Of the rounds' own percentiles: the median round's p50, the worst round's p99.
    p50: median(rounds.map((r) => r.p50)),
    p99: Math.max(...rounds.map((r) => r.p99)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

/**
 * `pairs` pairs of rounds of `seconds` each (after a 3 s warm-up of each), alternating which
 * goes first, so that reads and bare route share the machine's changes of load.
 */
export async function compareReads(
  bare: Target,
  reads: Target,
  options: { connections: number; pairs: number; seconds: number },
): Promise<ReadComparison> {
  const { connections, pairs, seconds } = options;
  await load(bare, connections, 3);
  await load(reads, connections, 3);
  const bareRounds: Round[] = [];
  const readRounds: Round[] = [];
  const ratios: number[] = [];
  for (let pair = 0; pair < pairs; pair++) {
    const order = pair % 2 === 0 ? ([bare, reads] as const) : ([reads, bare] as const);
    const [first, second] = [
      await load(order[0], connections, seconds),
      await load(order[1], connections, seconds),
    ];
    const [b, r] = pair % 2 === 0 ? [first, second] : [second, first];
    bareRounds.push(b);
    readRounds.push(r);
    ratios.push(r.requests / r.seconds / (b.requests / b.seconds));
  }
  return { bare: rate(bareRounds), reads: rate(readRounds), ratios, median: median(ratios) };
}
