import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields';

/** The two fields with their hook, as SetNewPasswordScreen and AccountSettings use them. */
function Harness() {
  const form = useNewPassword();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Flex direction="column" gap="3" style={{ maxWidth: 360 }}>
      <NewPasswordFields {...form.fields} />
      <Button onClick={() => setSent(form.check() ? form.password : null)}>Change password</Button>
      {sent && <p>Sent</p>}
    </Flex>
  );
}

const meta = {
  title: 'Primitives/NewPasswordFields',
  component: Harness,
  // The pictures are SetNewPasswordScreen's and AccountSettings' (the same fields).
  parameters: { visual: false },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Too short and not matching: each field names its problem; fixed, the password goes. */
export const Checks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^New password/);
    const confirm = canvas.getByLabelText(/^Confirm new password/);
    await expect(canvas.getByText('At least 6 characters.')).toBeVisible();
    await userEvent.type(password, 'shrt');
    await userEvent.type(confirm, 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Use at least 6 characters.')).toBeVisible();
    await expect(canvas.getByText("Passwords don't match")).toBeVisible();
    await expect(canvas.queryByText('Sent')).toBeNull();
    await userEvent.clear(password);
    await userEvent.type(password, 'a-long-passphrase');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'a-long-passphrase');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Sent')).toBeVisible();
    await expect(canvas.queryByText("Passwords don't match")).toBeNull();
  },
};
