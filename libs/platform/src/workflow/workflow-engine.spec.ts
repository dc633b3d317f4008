import pino from 'pino';
import { LocalJobQueue } from '../jobs/local-job-queue';
import { waitUntil } from '../testing/wait-until';
import { createStep } from './step';
import { createWorkflow } from './workflow';
import { WorkflowDeadlineError, WorkflowEngine } from './workflow-engine';

interface State {
  orderId: string;
  reserved?: boolean;
  written?: boolean;
}

const logger = pino({ level: 'silent' });

describe('workflow engine', () => {
  let jobs: LocalJobQueue;
  let engine: WorkflowEngine;
  let undone: string[];

  /** A step that records its undo as `<name>:<orderId>`. */
  const step = (name: string, invoke: () => Promise<Partial<State> | void>, evenIfFailed = false) =>
    createStep<State, string>(name, invoke, {
      with: (s) => s.orderId,
      run: async (orderId) => void undone.push(`${name}:${orderId}`),
      evenIfFailed: (err) => evenIfFailed && (err as Error).message === 'no answer',
    });
  const fail = (message: string) => () => Promise.reject(new Error(message));

  beforeEach(async () => {
    undone = [];
    jobs = new LocalJobQueue(logger);
    engine = new WorkflowEngine('shop', { jobs, logger }, { retry: { attempts: 2, backoffMs: 1 } });
  });
  afterEach(() => jobs.close());

  it('runs the steps in order and answers what they added to the state', async () => {
    const calls: string[] = [];
    const flow = createWorkflow<State>('place', [
      step('reserve', async () => {
        calls.push('reserve');
        return { reserved: true };
      }),
      step('write', async () => {
        calls.push('write');
        return { written: true };
      }),
    ]);
    const state = await engine.run(flow, { orderId: 'o1' }, { deadlineMs: 5000 });
    expect(calls).toEqual(['reserve', 'write']);
    expect(state).toMatchObject({ orderId: 'o1', written: true });
    expect(undone).toEqual([]);
  });

  it('undoes the completed steps in reverse order when a later step fails, and only those', async () => {
    const flow = createWorkflow<State>('place', [
      step('reserve', async () => ({ reserved: true })),
      step('write', async () => ({ written: true })),
      step('confirm', fail('confirm refused')),
      step('never-reached', async () => undefined),
    ]);
    await expect(engine.run(flow, { orderId: 'o2' }, { deadlineMs: 5000 })).rejects.toThrow('confirm refused');
    expect(undone).toEqual(['write:o2', 'reserve:o2']);
  });

  it('also undoes a failed step that may have taken effect (a lost reply), but not one that was refused', async () => {
    const flow = (failure: string) =>
      createWorkflow<State>('place', [step('hold', async () => undefined), step('reserve', fail(failure), true)]);
    await expect(engine.run(flow('no answer'), { orderId: 'o3' }, { deadlineMs: 5000 })).rejects.toThrow();
    await expect(engine.run(flow('out of stock'), { orderId: 'o4' }, { deadlineMs: 5000 })).rejects.toThrow();
    expect(undone).toEqual(['reserve:o3', 'hold:o3', 'hold:o4']);
  });

  it('retries a compensation that throws in a job until it succeeds, and still undoes the earlier steps at once', async () => {
    let failures = 5;
    const flaky = createStep<State, string>('reserve', async () => undefined, {
      with: (s) => s.orderId,
      run: async (orderId) => {
        if (failures-- > 0) throw new Error('catalog down');
        undone.push(`reserve:${orderId}`);
      },
    });
    const flow = createWorkflow<State>('place', [step('hold', async () => undefined), flaky, step('write', fail('x'))]);
    engine.register(flow);
    await engine.start();
    await expect(engine.run(flow, { orderId: 'o4' }, { deadlineMs: 5000 })).rejects.toThrow('x');
    expect(undone).toEqual(['hold:o4']);
    // Five failures outlast one job's two attempts: the job is queued again until the undo succeeds.
    await waitUntil('the reservation is undone', () => undone.includes('reserve:o4'));
    expect(failures).toBe(-1);
  });

  it('fails a flow that runs past its deadline and undoes what it did, the late step included', async () => {
    let finish: () => void = () => undefined;
    const slow = step('reserve', () => new Promise<Partial<State>>((resolve) => (finish = () => resolve({}))));
    const flow = createWorkflow<State>('place', [step('hold', async () => undefined), slow, step('write', fail('no'))]);
    // The deadline passes while the slow step runs (it never ends until told): long enough for the first step to
    // finish however loaded the machine is, so the late step is the one the deadline catches.
    await expect(engine.run(flow, { orderId: 'o5' }, { deadlineMs: 1000 })).rejects.toBeInstanceOf(
      WorkflowDeadlineError,
    );
    finish();
    await engine.idle();
    expect(undone).toEqual(['reserve:o5', 'hold:o5']);
  });

  it('runs each undo outside the request that failed, as the service asks', async () => {
    const detached: string[] = [];
    const detach = <T>(undo: () => T): T => {
      detached.push('outside');
      return undo();
    };
    const outside = new WorkflowEngine('shop', { jobs, logger }, { detach });
    const flow = createWorkflow<State>('place', [step('reserve', async () => undefined), step('write', fail('no'))]);
    await expect(outside.run(flow, { orderId: 'o6' }, { deadlineMs: 5000 })).rejects.toThrow('no');
    expect(detached).toEqual(['outside']);
    expect(undone).toEqual(['reserve:o6']);
  });

  it('refuses a flow whose steps share a name', () => {
    expect(() => createWorkflow<State>('place', [step('a', fail('')), step('a', fail(''))])).toThrow(/repeats/);
  });
});
