import { runLoad, type LoadOptions, type LoadResult } from './load';
import { machine, markdownTable, ms, warnIfBusy, writeResults } from './report';

/** One server's load: the options of its warm-up, then of its measured run. */
type ServerLoad = { warm: Omit<LoadOptions, 'seconds'>; measured: Omit<LoadOptions, 'seconds'> };

type Comparison = {
  /** The results file's name, bench/results/{name}.json. */
  name: string;
  /** What one request does, for the table's rate column: "pages", "redemptions". */
  unit: string;
  /** The least API/bare ratio of requests per second that counts as met. */
  target: number;
  seconds: number;
  api: ServerLoad;
  bare: ServerLoad;
  /** Written into the results file beside the figures: what was loaded, and how. */
  facts: Record<string, unknown>;
};

const WARM_UP_MAX_SECONDS = 3;

/**
 * The API against a bare node:http + pg server doing the same work: each is warmed up, then loaded for
 * `seconds`, one after the other. Prints the table with the ratio, writes the results file and answers
 * the ratio.
 */
export async function compareWithBare({ name, unit, target, seconds, api, bare, facts }: Comparison) {
  warnIfBusy();
  const before = machine();
  const run = async ({ warm, measured }: ServerLoad): Promise<LoadResult> => {
    await runLoad({ ...warm, seconds: Math.min(WARM_UP_MAX_SECONDS, seconds) });
    return runLoad({ ...measured, seconds });
  };
  const apiResult = await run(api);
  const bareResult = await run(bare);
  const ratio = apiResult.rps / bareResult.rps;
  const line = (server: string, result: LoadResult, extra: string) => [
    server,
    result.rps.toFixed(0),
    ms(result.p50),
    ms(result.p99),
    String(result.errors + result.non2xx),
    extra,
  ];
  const verdict = `${ratio.toFixed(2)} (≥ ${target}: ${ratio >= target ? 'met' : 'MISSED'})`;
  console.log(
    `\n${markdownTable(
      ['server', `${unit}/s`, 'p50', 'p99', 'errors or non-2xx', 'API/bare'],
      [line('API', apiResult, verdict), line('bare', bareResult, '')],
    )}`,
  );
  const file = writeResults(name, {
    machine: before,
    loadAverageAfter: machine().loadAverage,
    ...facts,
    seconds,
    target,
    api: apiResult,
    bare: bareResult,
  });
  console.log(`Results written to ${file}`);
  return ratio;
}
