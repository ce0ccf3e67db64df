import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors';
import { useForm } from './useForm';

const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Name is a required field')),
  email: v.pipe(v.string(), v.nonEmpty('Email is a required field'), v.email('Email must be a valid email')),
});
const fields = ['name', 'email'] as const;

type FormApi = ReturnType<typeof useForm<typeof schema, (typeof fields)[number]>>;

function Field({ label, name, value, onChange, validationError }: ReturnType<FormApi['field']> & { label: string }) {
  return (
    <p>
      <label>
        {label}
        <input name={name} value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
      {validationError && <span>{validationError}</span>}
    </p>
  );
}

/** A two-field form over useForm; `expose` hands the hook's answer to the test. */
function TestForm({ onValid, expose }: { onValid: Parameters<typeof useForm>[0]['onValid']; expose?: (form: FormApi) => void }) {
  const form = useForm({ schema, fields, initialValues: { email: 'ada@unilag.edu.ng' }, onValid });
  expose?.(form);
  return (
    <form {...form.formProps} aria-label="Test form">
      <Field {...form.field('name')} label="Name" />
      <Field {...form.field('email')} label="Email" />
      <button type="submit" aria-busy={form.isPending || undefined}>
        Save
      </button>
    </form>
  );
}

const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'Test form' }));
const input = (name: string) => screen.getByRole('textbox', { name });

describe('useForm', () => {
  it('shows the errors and focuses the first invalid field in screen order, without calling onValid', () => {
    const onValid = vi.fn(async () => undefined);
    render(<TestForm onValid={onValid} />);
    fireEvent.change(input('Email'), { target: { value: 'not-an-email' } });
    submit();
    expect(screen.getByText('Name is a required field')).toBeInTheDocument();
    expect(screen.getByText('Email must be a valid email')).toBeInTheDocument();
    expect(input('Name')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it("clears a field's error as the field is edited", () => {
    render(<TestForm onValid={async () => undefined} />);
    submit();
    fireEvent.change(input('Name'), { target: { value: 'A' } });
    expect(screen.queryByText('Name is a required field')).not.toBeInTheDocument();
  });

  it('hands the clean values to onValid, is pending until it settles, and ignores a second submit meanwhile', async () => {
    let settle = () => undefined as void;
    const onValid = vi.fn((_output: unknown, _signal: AbortSignal) => new Promise<void>((resolve) => (settle = resolve)));
    render(<TestForm onValid={onValid} />);
    fireEvent.change(input('Name'), { target: { value: '  Ada ' } });
    submit();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true'));
    submit();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Ada', email: 'ada@unilag.edu.ng' });
    await act(async () => settle());
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
  });

  it("shows the server's messages for its own fields and focuses the first of them", async () => {
    let form: FormApi | undefined;
    render(<TestForm onValid={async () => undefined} expose={(current) => (form = current)} />);
    const taken = new ApiError('Email is taken', { status: 409, fieldErrors: { email: 'Email is taken' } });
    const elsewhere = new ApiError('Bad token', { status: 400, fieldErrors: { resetToken: 'Expired' } });
    submit();
    let shown = true;
    act(() => {
      shown = form?.showServerErrors(elsewhere) ?? true;
    });
    expect(shown).toBe(false);
    act(() => {
      shown = form?.showServerErrors(taken) ?? false;
    });
    expect(shown).toBe(true);
    expect(screen.getByText('Email is taken')).toBeInTheDocument();
    expect(input('Email')).toHaveFocus();
  });

  it('reset goes back to the starting values without errors', () => {
    let form: FormApi | undefined;
    render(<TestForm onValid={async () => undefined} expose={(current) => (form = current)} />);
    fireEvent.change(input('Email'), { target: { value: '' } });
    submit();
    act(() => form?.reset());
    expect(input('Email')).toHaveValue('ada@unilag.edu.ng');
    expect(screen.queryByText('Name is a required field')).not.toBeInTheDocument();
  });

  it('aborts the signal it handed out when the form goes away', async () => {
    let signal: AbortSignal | undefined;
    const { unmount } = render(
      <TestForm
        onValid={(_output, given) => {
          signal = given;
          return new Promise(() => undefined);
        }}
      />,
    );
    fireEvent.change(input('Name'), { target: { value: 'Ada' } });
    submit();
    await waitFor(() => expect(signal).toBeDefined());
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
