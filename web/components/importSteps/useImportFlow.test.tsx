// useImportFlow: the request_id kept for a retry after an unknown outcome and renewed after a
// known one, the file sent once per choice, and the step read from the job in the address.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { JobStatusReply } from '../../../domain/schemas/publishing.ts';
import { ApiError } from '../../lib/http.ts';
import { useImportFlow } from './useImportFlow.ts';

type Review = { uuid: string };
type StartRequest = { fileKey: string; choice: string; requestId: string };
const job = (uuid: string, status: JobStatusReply['status'] = 'pending') => ({ uuid, status }) as JobStatusReply;

function setup(start: (request: StartRequest) => Promise<JobStatusReply>) {
  let uploads = 0;
  const upload = vi.fn(async () => `key-${++uploads}`);
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/import']}>{children}</MemoryRouter>;
  const hook = renderHook(
    () =>
      useImportFlow<Review, string, string, string>({
        upload,
        start,
        startFailure: (error) => (error instanceof ApiError ? `refused ${error.status}` : 'unknown'),
        jobFailure: (failed) => `job ${failed.status}`,
        failureIsFinal: (error) => error instanceof ApiError && error.status < 500,
      }),
    { wrapper },
  );
  return { ...hook, upload };
}

describe('useImportFlow', () => {
  it('retries an unknown outcome with the same request and stored file, and a known one as a new request', async () => {
    const outcomes: (Error | JobStatusReply)[] = [new TypeError('network'), new ApiError(422, { message: 'no' }), job('j1')];
    const start = vi.fn(async (_request: StartRequest) => {
      const next = outcomes.shift()!;
      if (next instanceof Error) throw next;
      return next;
    });
    const { result, upload } = setup(start);
    const file = new File(['x'], 'bank.xml');

    await act(() => result.current.send(file, 'note'));
    expect(result.current.uploadFailure).toBe('unknown');
    await act(() => result.current.send(file, 'note'));
    expect(result.current.uploadFailure).toBe('refused 422');
    await act(() => result.current.send(file, 'note'));

    const [first, second, third] = start.mock.calls.map(([request]) => request);
    expect(second!.requestId).toBe(first!.requestId);
    expect(second!.fileKey).toBe('key-1');
    expect(third!.requestId).not.toBe(first!.requestId);
    expect(third!.fileKey).toBe('key-2');
    expect(upload).toHaveBeenCalledTimes(2);
    expect(result.current.uploadFailure).toBeNull();
    expect(result.current.jobUuid).toBe('j1');
    expect(result.current.step).toBe('processing');
    expect(result.current.fileName).toBe('bank.xml');
  });

  it('starts a new choice for the same file as a new request without sending the file again', async () => {
    const start = vi.fn(async (_request: StartRequest): Promise<JobStatusReply> => {
      throw new TypeError('network');
    });
    const { result, upload } = setup(start);
    const file = new File(['x'], 'bank.gift');
    await act(() => result.current.send(file, 'note'));
    await act(() => result.current.send(file, 'ignore'));
    const [first, second] = start.mock.calls.map(([request]) => request);
    expect(second!.requestId).not.toBe(first!.requestId);
    expect(second!.choice).toBe('ignore');
    expect(second!.fileKey).toBe('key-1');
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('a job failed at its start stays on Upload; Review shows for its job, and Back to Upload clears both', async () => {
    const replies = [job('j0', 'failed'), job('j1')];
    const { result } = setup(async () => replies.shift()!);
    const file = new File(['x'], 'bank.txt');
    await act(() => result.current.send(file, 'note'));
    expect(result.current.step).toBe('upload');
    expect(result.current.uploadFailure).toBe('job failed');

    await act(() => result.current.send(file, 'note'));
    act(() => result.current.showReview({ uuid: 'j1' }));
    expect(result.current.step).toBe('review');
    act(() => result.current.backToUpload());
    expect(result.current.step).toBe('upload');
    expect(result.current.jobUuid).toBeNull();
    expect(result.current.review).toBeNull();
  });
});
