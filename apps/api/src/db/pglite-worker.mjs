// The embedded PGlite, on a thread of its own: its queries run here, so the API's event loop only parses,
// routes and writes, and accepts new connections promptly however busy the database is.
//
// Plain JavaScript on purpose: a worker thread loads this file with Node alone, under tsx, Vitest and the
// production build alike.
//
// Messages in:  { id, op: 'open', dataDir }
//               { id, op: 'query', sql, params, rowMode, textTypes, tx? }
//               { id, op: 'begin' }             answers a transaction id once BEGIN has run
//               { id, op: 'end', tx, commit }    answers once the transaction has committed or rolled back
//               { id, op: 'dump' }               answers the data folder as a gzipped tar (an ArrayBuffer)
//               { id, op: 'close' }
// Messages out: { id, ok: true, result } or { id, ok: false, error }
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @type {PGlite | undefined} */
let database;
/** Settles once the database has opened: operations that arrive before wait for it. */
let opened = Promise.resolve();
/** Open transactions by id: the handle to query in, and how to end it. */
const transactions = new Map();
let lastTransaction = 0;

const asText = (value) => value;

// A dump waits for the database to be still: queries and transactions already under way finish, new ones
// wait at the gate until the copy is taken. Queries inside an open transaction pass, so that it can end.
let busy = 0;
let gate;
let whenIdle;
async function enter() {
  while (gate) await gate;
  busy += 1;
}
function leave() {
  busy -= 1;
  if (busy === 0) whenIdle?.();
}

async function dump() {
  await opened;
  while (gate) await gate;
  let open;
  gate = new Promise((resolve) => {
    open = resolve;
  });
  try {
    if (busy > 0) await new Promise((resolve) => (whenIdle = resolve));
    whenIdle = undefined;
    // What the database holds in memory goes to its files first, so that the copy is whole.
    await database.exec('CHECKPOINT');
    const archive = await database.dumpDataDir('gzip');
    return await archive.arrayBuffer();
  } finally {
    gate = undefined;
    open();
  }
}

/** Parsers cannot cross threads; the caller names the types it wants left as text, as Drizzle does. */
function queryOptions(message) {
  const options = { rowMode: message.rowMode ?? 'object' };
  if (message.textTypes?.length) {
    options.parsers = Object.fromEntries(message.textTypes.map((type) => [type, asText]));
  }
  return options;
}

/** What crosses back of a query's result: its rows, their fields and the count of changed rows. */
const resultOf = (result) => ({
  rows: result.rows,
  fields: result.fields,
  affectedRows: result.affectedRows,
});

/** A database error crosses as a plain object with every field the app reads (code, constraint, detail…). */
function plainError(error) {
  const plain = { name: error?.name ?? 'Error', message: String(error?.message ?? error) };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === undefined || typeof value === 'function') continue;
      if (key === 'query' || key === 'params') continue;
      plain[key] = typeof value === 'object' && value !== null ? String(value) : value;
    }
  }
  return plain;
}

async function begin(id) {
  try {
    await opened;
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: plainError(error) });
    return;
  }
  await enter();
  const transactionId = (lastTransaction += 1);
  let end;
  const ended = new Promise((resolve) => {
    end = resolve;
  });
  const done = database.transaction(async (tx) => {
    transactions.set(transactionId, { tx, end });
    parentPort.postMessage({ id, ok: true, result: transactionId });
    const { commit } = await ended;
    if (!commit) await tx.rollback();
  });
  transactions.set(transactionId, { done, end, pending: true });
  done.finally(leave).then(
    () => transactions.get(transactionId)?.onEnd?.(undefined),
    (error) => {
      const open = transactions.get(transactionId);
      // BEGIN itself failed: nobody holds the transaction yet, so the caller of begin hears of it.
      if (open?.pending) parentPort.postMessage({ id, ok: false, error: plainError(error) });
      else open?.onEnd?.(error);
    },
  );
}

function end(id, transactionId, commit) {
  const open = transactions.get(transactionId);
  if (!open) {
    parentPort.postMessage({ id, ok: false, error: { name: 'Error', message: 'no such transaction' } });
    return;
  }
  open.onEnd = (error) => {
    transactions.delete(transactionId);
    parentPort.postMessage(error ? { id, ok: false, error: plainError(error) } : { id, ok: true });
  };
  open.end({ commit });
}

async function handle(message) {
  switch (message.op) {
    case 'open':
      database = new PGlite(message.dataDir, { extensions: { pg_trgm } });
      opened = database.waitReady;
      await opened;
      return undefined;
    case 'query': {
      await opened;
      if (message.tx) {
        const open = transactions.get(message.tx)?.tx;
        if (!open) throw new Error('the transaction has ended');
        return resultOf(await open.query(message.sql, message.params, queryOptions(message)));
      }
      await enter();
      try {
        return resultOf(await database.query(message.sql, message.params, queryOptions(message)));
      } finally {
        leave();
      }
    }
    case 'dump':
      return dump();
    case 'close':
      await opened.catch(() => undefined);
      await database?.close();
      return undefined;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  if (message.op === 'begin') return void begin(message.id);
  if (message.op === 'end') return end(message.id, message.tx, message.commit);
  handle(message).then(
    (result) =>
      parentPort.postMessage(
        { id: message.id, ok: true, result },
        result instanceof ArrayBuffer ? [result] : [],
      ),
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: plainError(error) }),
  );
});
