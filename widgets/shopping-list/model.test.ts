// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialListForm, listFormReducer as reduce, type ListFormState } from './model';

const typed = (s: ListFormState, value: string) => reduce(s, { type: 'typed', value });
const sending = () => reduce(typed(initialListForm, 'Field Trip'), { type: 'submitted' });

describe('list-creation form', () => {
  it('starts empty and Private (spec: creation defaults to Private)', () => {
    expect(initialListForm).toMatchObject({ name: '', isPublic: false, sending: false });
  });

  it('cleans the name as it is typed or pasted', () => {
    expect(typed(initialListForm, 'Art <Cart> & "Paint"').name).toBe('Art Cart  Paint');
    expect(typed(initialListForm, 'x'.repeat(90)).name).toHaveLength(80);
  });

  it('an empty or blank name is refused before any call, and counts a fix', () => {
    const s = reduce(typed(initialListForm, '   '), { type: 'submitted' });
    expect(s).toMatchObject({ missing: true, sending: false, fixes: 1 });
  });

  it('editing clears the error', () => {
    const s = reduce(initialListForm, { type: 'submitted' });
    expect(typed(s, 'A').missing).toBe(false);
    const server = reduce(sending(), { type: 'answered', result: { kind: 'formError', fieldErrors: { name: 'Taken.' }, messages: [] } });
    expect(server.nameError).toBe('Taken.');
    expect(typed(server, 'B').nameError).toBeNull();
  });

  it('a valid name is sent; while sending, typing and a second submit are ignored', () => {
    const s = sending();
    expect(s.sending).toBe(true);
    expect(typed(s, 'Other')).toBe(s);
    expect(reduce(s, { type: 'submitted' })).toBe(s);
    expect(reduce(s, { type: 'privacy', isPublic: true })).toBe(s);
  });

  it('public is an option', () => {
    expect(reduce(initialListForm, { type: 'privacy', isPublic: true }).isPublic).toBe(true);
  });

  it('a created list clears the form and names the list', () => {
    const s = reduce(reduce(sending(), { type: 'privacy', isPublic: true }), { type: 'answered', result: { kind: 'ok', lists: [{ repositoryId: 'g1', listName: 'Field Trip' }] } });
    expect(s).toMatchObject({ name: '', isPublic: false, sending: false, created: 'Field Trip' });
  });

  it('a failed call keeps the name and says why', () => {
    expect(reduce(sending(), { type: 'answered', result: { kind: 'failed', timeout: true } })).toMatchObject({ name: 'Field Trip', failed: 'timeout' });
    expect(reduce(sending(), { type: 'answered', result: { kind: 'failed', timeout: false } })).toMatchObject({ name: 'Field Trip', failed: 'unavailable' });
  });

  it('general form errors are shown together; a refusal without a message still says something', () => {
    expect(reduce(sending(), { type: 'answered', result: { kind: 'formError', fieldErrors: { type: 'Bad type.' }, messages: ['Sign in.'] } }).general).toBe('Bad type. Sign in.');
    expect(reduce(sending(), { type: 'answered', result: { kind: 'formError', fieldErrors: {}, messages: [] } }).failed).toBe('unavailable');
  });

  it('an answer that arrives when nothing is being sent is ignored', () => {
    expect(reduce(initialListForm, { type: 'answered', result: { kind: 'failed', timeout: false } })).toBe(initialListForm);
  });
});
