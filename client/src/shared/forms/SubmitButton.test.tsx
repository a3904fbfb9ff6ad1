import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render-ui';
import { SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it("says the spec's 'Loading...' while pending, in the page's language", async () => {
    const { unmount } = await renderUi(<SubmitButton status="pending">Send</SubmitButton>);
    expect(screen.getByRole('button').textContent).toBe('Loading...');
    unmount();
    await renderUi(<SubmitButton status="pending">Отправить</SubmitButton>, { path: '/ru/contact' });
    expect(screen.getByRole('button').textContent).toBe('Загрузка...');
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says what the screen asks while pending, and its own words otherwise', async () => {
    await renderUi(
      <>
        <SubmitButton status="pending" pendingLabel="Сохраняем...">
          Сохранить
        </SubmitButton>
        <SubmitButton status="success">Сохранить</SubmitButton>
      </>,
      { path: '/ru' },
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Сохраняем...', 'Сохранить']);
  });
});
