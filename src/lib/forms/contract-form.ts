/**
 * The one way to build a form: react-hook-form over a zod schema from the contract (a generated request body
 * of generated/api/<tag>/<tag>.zod.ts, or a pick / extension of one), so a field's rules are written once, in
 * the contract. The form's own rules that the contract cannot know (what a balance holds, a market's
 * precision, two fields that must agree) run after the schema, in `checks`. Messages are translated here:
 * zod/mini issues carry no texts, so `issueMessage` writes one from the issue's fields.
 *
 * What the user typed is never lost: a failed check or a failed call leaves every value as it was, and
 * `putServerErrors` (./server-errors) lands a server's answer on the fields. A form with a `draft` id also keeps
 * its values across a lost session: a 401 that sends the user to login saves them (secrets left out), and the
 * form takes them back when it mounts again after the login (./form-drafts).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import {
  set,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormHandleSubmit,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import { useTranslation } from 'react-i18next';
import { i18next } from '../i18n/i18n';
import { useFormDraft, type FormDraftOptions } from './form-drafts';

export const ISSUE_NAMESPACE = 'form-issues';

/** A translated message per field that failed a form-only rule; fields that passed are left out. */
export type FormChecks<TValues> = (values: TValues) => Partial<Record<Path<TValues> | 'root', string | undefined>>;

/**
 * A form's own words for a field's contract rule (a nickname's pattern says which characters are allowed): one
 * text for any break of the rule, or texts for an empty field and for the rest.
 */
export type RuleMessages<TValues> = Partial<Record<Path<TValues>, string | { required?: string; rule?: string }>>;

/** Formats of the contract's strings (the `format` of its string schemas) with a message of their own. */
const FORMAT_KEYS: Record<string, string> = {
  'decimal-unsigned': 'form-issues:decimal',
  decimal: 'form-issues:decimal',
  'percent-unsigned': 'form-issues:decimal',
  percent: 'form-issues:decimal',
  email: 'form-issues:email',
  ticker: 'form-issues:ticker',
  'market-dash': 'form-issues:market',
  'market-underscore': 'form-issues:market',
  'evm-address': 'form-issues:address',
  url: 'form-issues:url',
  regex: 'form-issues:format',
};

/** The translated message of a zod issue: an empty field is "required", whatever rule it failed. */
export function issueMessage(issue: Pick<$ZodIssue, 'code' | 'input'> & Record<string, unknown>): string {
  const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
  if (issue.input === undefined || issue.input === null || issue.input === '') return t('form-issues:required');
  switch (issue.code) {
    case 'invalid_format':
      return t(FORMAT_KEYS[String(issue.format)] ?? 'form-issues:format');
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array'
        ? t('form-issues:tooShort', { count: Number(issue.minimum) })
        : t('form-issues:tooSmall', { minimum: String(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? t('form-issues:tooLong', { count: Number(issue.maximum) })
        : t('form-issues:tooBig', { maximum: String(issue.maximum) });
    case 'invalid_value':
      return t('form-issues:choose');
    case 'invalid_type':
      return t('form-issues:invalid');
    default:
      return typeof issue.message === 'string' && issue.message ? issue.message : t('form-issues:invalid');
  }
}

/** The schema's resolver with translated messages, then the form's own checks once the schema passes. */
export function contractResolver<TValues extends FieldValues>(
  schema: $ZodType<unknown, TValues>,
  checks?: FormChecks<TValues>,
  ruleMessages: RuleMessages<TValues> = {},
): Resolver<TValues> {
  // Inputs are kept on issues so that an empty field reads "required" rather than "invalid format".
  const bySchema = zodResolver(
    schema as never,
    { reportInput: true, error: (issue) => issueMessage(issue as never) },
    { raw: true },
  ) as unknown as Resolver<TValues>;
  return async (values, context, options) => {
    const result = await bySchema(values, context, options);
    for (const [field, words] of Object.entries(ruleMessages) as [string, RuleMessages<TValues>[Path<TValues>]][]) {
      const error = (result.errors as Record<string, { message?: string } | undefined>)[field];
      const empty = values[field] === '' || values[field] === undefined;
      // A plain text words any break but an empty field, which stays "required" unless the form words that too.
      const message = typeof words === 'string' ? (empty ? undefined : words) : empty ? words?.required : words?.rule;
      if (error && message) error.message = message;
    }
    if (!checks || Object.keys(result.errors).length > 0) return result;
    const failed = Object.entries(checks(values)).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    if (failed.length === 0) return { values, errors: {} };
    // A check on a nested field (`schedule.weekday`) goes where react-hook-form looks for it: errors.schedule.weekday.
    const errors: Record<string, unknown> = {};
    for (const [field, message] of failed) set(errors, field, { type: 'check', message });
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

export interface ContractFormOptions<TValues extends FieldValues> extends Omit<UseFormProps<TValues>, 'resolver' | 'defaultValues'> {
  /** The contract's schema of what the form sends (values are what the user typed: strings for amounts). */
  schema: $ZodType<unknown, TValues>;
  defaultValues: DefaultValues<TValues>;
  checks?: FormChecks<TValues>;
  ruleMessages?: RuleMessages<TValues>;
  /**
   * Keep what was typed across a 401 and the login it leads to: the form's id on its page, and the fields that
   * hold a secret under a name that does not say so (passwords, codes, card numbers are left out anyway).
   */
  draft?: FormDraftOptions<TValues>;
}

/**
 * A form over a contract schema. Fields are checked once touched and again on every change after a failed
 * submit; a submit with errors focuses the first failing field. A form is sent once at a time: a submit while the
 * last one still runs (a double click, Enter pressed twice, before the button is drawn disabled) is ignored, so a
 * double click sends one request.
 */
export function useContractForm<TValues extends FieldValues>({
  schema,
  checks,
  ruleMessages,
  draft,
  ...options
}: ContractFormOptions<TValues>): UseFormReturn<TValues> {
  // The messages of the contract's rules: a form's first render waits for them (the page's Suspense), so a
  // failed check always has its text. Their own namespace keeps them out of pages without a form.
  useTranslation(ISSUE_NAMESPACE);
  const form = useForm<TValues>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    // The resolver reads the latest checks each run (they close over balances and markets that change).
    resolver: (values, context, resolverOptions) => contractResolver(schema, checks, ruleMessages)(values, context, resolverOptions),
  });
  useFormDraft(form, draft);
  useSubmitOnce(form);
  return form;
}

/**
 * Makes the form's handleSubmit ignore a submit while the last one runs (its validation and its handler's
 * promise). The form object of react-hook-form keeps its identity across renders, so its handleSubmit is replaced
 * once, in place, and every screen's `form.handleSubmit(...)` gets the guard.
 */
function useSubmitOnce<TValues extends FieldValues>(form: UseFormReturn<TValues>): void {
  const guard = useRef<{ original: UseFormHandleSubmit<TValues>; guarded: UseFormHandleSubmit<TValues> } | undefined>(undefined);
  if (guard.current?.guarded === form.handleSubmit) return;
  const original = form.handleSubmit;
  let running = false;
  const guarded: UseFormHandleSubmit<TValues> = (onValid, onInvalid) => {
    const submit = original(onValid, onInvalid);
    return async (event?: Parameters<typeof submit>[0]): ReturnType<typeof submit> => {
      if (running) {
        event?.preventDefault?.();
        return undefined;
      }
      running = true;
      try {
        return await submit(event);
      } finally {
        running = false;
      }
    };
  };
  guard.current = { original, guarded };
  form.handleSubmit = guarded;
}
