/**
 * Form drafts (issue 17): a 401 in the middle of an action sends the user to login, and what the form held comes
 * back when it mounts again on the same page after the login, once; secrets (marked, or named as such) are never
 * written; storage that throws costs the draft, never the form.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useQueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { getGetSettingsQueryKey } from '../../../generated/api/session/session';
import { getGetSettingsResponseMock } from '../../../generated/api/session/session.msw';
import { useCreateSubAccount } from '../../../generated/api/sub-accounts/sub-accounts';
import { CreateSubAccountBody } from '../../../generated/api/sub-accounts/sub-accounts.zod';
import { mockServer } from '../../../mocks/node';
import { currentRouter, renderScreen } from '../../testing/render';
import { createHttpReactions } from '../errors/http-reactions';
import { configureHttp } from '../http/http-environment';
import { session } from '../session/session-store';
import { useContractForm } from './contract-form';
import {
  clearFormDrafts,
  DRAFT_MAX_AGE_MS,
  draftKey,
  draftValues,
  isSecretFieldName,
  saveOpenDrafts,
  takeDraft,
  writeDraft,
} from './form-drafts';

const PAGE = '/settings/general/sub-accounts/create';

/** The new sub-account's body, with secrets beside it as a real form might have them. */
const Schema = z.extend(CreateSubAccountBody, {
  password: z.string(),
  twoFaCode: z.string(),
  /** A secret whose name does not say so: the form marks it. */
  recoveryPhrase: z.string(),
});
type Values = z.infer<typeof Schema>;

function DraftForm() {
  const create = useCreateSubAccount();
  const form = useContractForm<Values>({
    schema: Schema,
    defaultValues: { alias: '', spotEnabled: true, collateralEnabled: false, password: '', twoFaCode: '', recoveryPhrase: '' },
    draft: { id: 'sub-account-create', secret: ['recoveryPhrase'] },
  });
  const submit = form.handleSubmit(({ alias, email, spotEnabled, collateralEnabled }) =>
    create.mutateAsync({ data: { alias, email, spotEnabled, collateralEnabled } }).catch(() => undefined),
  );
  return (
    <form onSubmit={submit} noValidate>
      <label>
        Alias <input {...form.register('alias')} />
      </label>
      <label>
        E-mail <input type="email" {...form.register('email', { setValueAs: (v: string) => v.trim() || undefined })} />
      </label>
      <label>
        Collateral <input type="checkbox" {...form.register('collateralEnabled')} />
      </label>
      <label>
        Password <input type="password" {...form.register('password')} />
      </label>
      <label>
        Code <input {...form.register('twoFaCode')} />
      </label>
      <label>
        Phrase <input {...form.register('recoveryPhrase')} />
      </label>
      <button type="submit">Create</button>
    </form>
  );
}

/** The signed-in user as the app knows them: the settings call's answer in the query cache. */
function AsUser({ id, children }: { id: number; children: React.ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => {
    const settings = getGetSettingsResponseMock();
    queryClient.setQueryData(getGetSettingsQueryKey(), {
      ...settings,
      data: { ...settings.data, user: { ...settings.data.user, userId: id } },
    });
    return undefined;
  });
  return children;
}

/** The app's 401 reaction (src/app/setup-http.ts): drafts saved, then the login page with the way back. */
function appReactions() {
  configureHttp({
    reactions: createHttpReactions({
      t: (key) => key,
      notify: { info: () => undefined, warning: () => undefined, error: () => undefined },
      clearLogin: () => session.clear(),
      navigate: (path) => void currentRouter().navigate({ href: path }),
      assign: () => undefined,
      currentPath: () => location.pathname + location.search,
      beforeLoginRedirect: saveOpenDrafts,
    }),
  });
}

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

beforeEach(() => {
  session.markLoggedIn({ permissions: {} });
  sessionStorage.clear();
});
afterEach(() => {
  session.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('a 401 in the middle of an action', () => {
  it('keeps what was typed across the login, secrets left out, and gives it back once', async () => {
    let created = 0;
    mockServer.use(
      http.post('*/v2/sub-account/create', () => {
        created++;
        return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      }),
    );
    await renderScreen(<DraftForm />, { path: PAGE });
    appReactions();
    await screen.findByLabelText('Alias');
    await userEvent.type(field('Alias'), 'Desk two');
    await userEvent.type(field('E-mail'), 'desk2@example.com');
    await userEvent.click(field('Collateral'));
    await userEvent.type(field('Password'), 'hunter2-secret');
    await userEvent.type(field('Code'), '123456');
    await userEvent.type(field('Phrase'), 'apple banana cherry');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    // Sent to login with the way back; the session is gone.
    await waitFor(() => expect(currentRouter().state.location.pathname).toBe('/auth'));
    expect(currentRouter().state.location.search).toEqual({ redirect: PAGE });
    expect(created).toBe(1);
    expect(session.isLoggedIn()).toBe(false);

    // What the tab keeps: the typed values, no secret.
    const stored = sessionStorage.getItem(draftKey('sub-account-create', PAGE));
    expect(stored).not.toBeNull();
    expect(JSON.parse(stored!).values).toEqual({
      alias: 'Desk two',
      email: 'desk2@example.com',
      spotEnabled: true,
      collateralEnabled: true,
    });
    for (const secret of ['hunter2-secret', '123456', 'apple banana cherry']) expect(stored).not.toContain(secret);

    // Logged in again, back on the page: the form takes its values back.
    cleanup();
    session.markLoggedIn({ permissions: {} });
    await renderScreen(<DraftForm />, { path: PAGE });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Alias').value).toBe('Desk two'));
    expect(field('E-mail').value).toBe('desk2@example.com');
    expect(field('Collateral').checked).toBe(true);
    expect(field('Password').value).toBe('');
    expect(field('Code').value).toBe('');
    expect(field('Phrase').value).toBe('');
    // Once: the draft is gone.
    expect(sessionStorage.getItem(draftKey('sub-account-create', PAGE))).toBeNull();

    cleanup();
    await renderScreen(<DraftForm />, { path: PAGE });
    expect((await screen.findByLabelText<HTMLInputElement>('Alias')).value).toBe('');
  });

  it('gives a draft only to the same form on the same page', async () => {
    writeDraft('sub-account-create', { alias: 'Elsewhere' }, [], { path: '/settings/general/sub-accounts/list' });
    writeDraft('another-form', { alias: 'Other form' }, [], { path: PAGE });
    await renderScreen(<DraftForm />, { path: PAGE });
    expect((await screen.findByLabelText<HTMLInputElement>('Alias')).value).toBe('');
    expect(sessionStorage.getItem(draftKey('another-form', PAGE))).not.toBeNull();
  });

  it('gives a draft back only to the user who typed it; another user on this tab finds none', async () => {
    writeDraft('sub-account-create', { alias: 'Typed by 41' }, [], { path: PAGE, owner: '41' });
    await renderScreen(
      <AsUser id={42}>
        <DraftForm />
      </AsUser>,
      { path: PAGE },
    );
    expect((await screen.findByLabelText<HTMLInputElement>('Alias')).value).toBe('');
    // Deleted, not kept for later.
    expect(sessionStorage.getItem(draftKey('sub-account-create', PAGE))).toBeNull();

    cleanup();
    writeDraft('sub-account-create', { alias: 'Typed by 41' }, [], { path: PAGE, owner: '41' });
    await renderScreen(
      <AsUser id={41}>
        <DraftForm />
      </AsUser>,
      { path: PAGE },
    );
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Alias').value).toBe('Typed by 41'));
  });

  it('saves nothing when the 401 does not send anyone to login', async () => {
    await renderScreen(<DraftForm />, { path: '/auth' });
    appReactions();
    await userEvent.type(await screen.findByLabelText('Alias'), 'On the login page');
    mockServer.use(http.post('*/v2/sub-account/create', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(session.isLoggedIn()).toBe(false));
    expect(sessionStorage.length).toBe(0);
  });
});

describe('what a draft keeps', () => {
  it('knows secret field names, whatever their case', () => {
    for (const name of [
      'password',
      'password_confirmation',
      'currentPassword',
      'newPassword',
      'pin',
      'otp',
      'totp',
      'code',
      'twoFaCode',
      'two_factor',
      'cardNumber',
      'card_number',
      'cvv',
      'CVC',
      'apiSecret',
      'privateKey',
      'seedPhrase',
      'mnemonic',
      'resetToken',
      'captcha',
      'oneTimePassword',
    ])
      expect(isSecretFieldName(name), name).toBe(true);
    for (const name of ['alias', 'email', 'amount', 'ticker', 'address', 'memo', 'nickname', 'spotEnabled', 'passport', 'spinner'])
      expect(isSecretFieldName(name), name).toBe(false);
  });

  it('leaves out secrets at any depth and what JSON cannot carry (files, NaN, a loop)', () => {
    const values = {
      amount: '0.5',
      card: { number: '4111111111111111' },
      payment: { holder: 'Ada', cvv: '123', expires: '12/30' },
      extra: { note: 'hi', hidden: 'marked' },
      items: [{ label: 'a', pin: '0000' }],
      file: new Blob(['x']),
      ratio: Number.NaN,
      loop: {} as Record<string, unknown>,
    };
    values.loop.self = values.loop;
    expect(draftValues(values, ['extra.hidden'])).toEqual({
      amount: '0.5',
      payment: { holder: 'Ada', expires: '12/30' },
      extra: { note: 'hi' },
      items: [{ label: 'a' }],
      loop: {},
    });
  });

  it('drops an old draft, and takes a draft only once', () => {
    const now = Date.now();
    writeDraft('f', { alias: 'old' }, [], { path: PAGE, now: now - DRAFT_MAX_AGE_MS - 1 });
    expect(takeDraft('f', { path: PAGE, now })).toBeUndefined();
    writeDraft('f', { alias: 'fresh' }, [], { path: PAGE, now });
    expect(takeDraft('f', { path: PAGE, now })).toEqual({ alias: 'fresh' });
    expect(takeDraft('f', { path: PAGE, now })).toBeUndefined();
  });

  it('writes nothing when only secrets were typed, and a logout deletes every draft', () => {
    writeDraft('f', { password: 'x', code: '1' }, [], { path: PAGE });
    expect(sessionStorage.length).toBe(0);
    writeDraft('f', { alias: 'a' }, [], { path: PAGE });
    writeDraft('g', { alias: 'b' }, [], { path: '/other' });
    sessionStorage.setItem('unrelated', '1');
    clearFormDrafts();
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('unrelated')).toBe('1');
  });

  it('never throws when storage does; the page keeps the draft in memory then (an in-app login keeps the page)', async () => {
    const full = vi.spyOn(sessionStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeDraft('f', { alias: 'a' }, [], { path: PAGE })).not.toThrow();
    expect(full).toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
    expect(takeDraft('f', { path: PAGE })).toEqual({ alias: 'a' });
    expect(takeDraft('f', { path: PAGE })).toBeUndefined();
    full.mockRestore();

    const blocked = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => writeDraft('sub-account-create', { alias: 'Kept in memory' }, [], { path: PAGE })).not.toThrow();
    expect(() => saveOpenDrafts()).not.toThrow();
    await renderScreen(<DraftForm />, { path: PAGE });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Alias').value).toBe('Kept in memory'));
    writeDraft('g', { alias: 'b' }, [], { path: PAGE });
    expect(() => clearFormDrafts()).not.toThrow();
    expect(takeDraft('g', { path: PAGE })).toBeUndefined();
    blocked.mockRestore();
  });
});
