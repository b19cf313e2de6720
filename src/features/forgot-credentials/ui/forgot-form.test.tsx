// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, test } from 'vitest';
import { formOpened } from '../model/forgot';
import { ForgotForm } from './forgot-form';

describe('the forgot form renders its stores', () => {
  test('the chosen flow decides the identity field: username for a password, policy number for a username', async () => {
    const scope = fork();
    await allSettled(formOpened, { scope });
    const { container } = render(
      <Provider value={scope}>
        <ForgotForm />
      </Provider>,
    );
    const field = (id: string) => container.querySelector(`#${id}`);
    expect(field('forgot-username')).not.toBeNull();
    expect(field('forgot-policy-number')).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    await userEvent.click(container.querySelector('#forgot-kind-username')!);
    expect(field('forgot-policy-number')).not.toBeNull();
    expect(field('forgot-username')).toBeNull();
    expect(field('forgot-birth-date')).not.toBeNull();
  });
});
