import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readContent } from '#model/readContent.ts';
import { formCopy } from './copy';
import { ContactForm } from './ContactForm';
import { deliveryForm, type DeliveryForm } from './deliveryForm';

const { form: texts, serviceOptions } = readContent('contact');
const contactForm = formCopy(texts);
const address = 'hello@example.com';

function renderForm(delivery: DeliveryForm = { kind: 'log' }) {
  return render(<ContactForm copy={contactForm} options={serviceOptions} delivery={delivery} email={address} />);
}

const form = () => screen.getByRole('form', { name: 'Send a Message' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Integration');
  await user.selectOptions(screen.getByLabelText('Service of Interest'), 'ma');
  await user.type(screen.getByLabelText('Message'), '<b>not bold</b>');
}

describe('ContactForm', () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'log').mockImplementation(() => {});
    sessionStorage.clear();
  });
  afterEach(() => log.mockRestore());

  it('labels every field, bounds its length and offers the six services, General Inquiry by default', () => {
    renderForm();
    for (const [name, max] of [
      ['Your Name', contactForm.maxLength.name],
      ['Email Address', contactForm.maxLength.email],
      ['Subject', contactForm.maxLength.subject],
      ['Message', contactForm.maxLength.message],
    ] as const) {
      expect(screen.getByLabelText(name)).toBeRequired();
      expect(screen.getByLabelText(name)).toHaveAttribute('maxlength', String(max));
    }
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    const service = screen.getByLabelText('Service of Interest');
    expect(service).not.toBeRequired();
    expect(service).toHaveValue('general');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(serviceOptions.map((o) => o.label));
  });

  it('in log delivery, logs the data, announces the confirmation and resets every field on a valid submit', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(form()).toHaveAttribute('method', 'dialog');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(log).toHaveBeenCalledWith('Contact form submitted', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Integration',
      service: 'ma',
      message: '<b>not bold</b>',
    });
    expect(screen.getByRole('status')).toHaveTextContent("Message Sent. Thank you for reaching out. I'll get back to you shortly!");
    for (const name of ['Your Name', 'Email Address', 'Subject', 'Message']) expect(screen.getByLabelText(name)).toHaveValue('');
    expect(screen.getByLabelText('Service of Interest')).toHaveValue('general');
    expect(document.querySelector('b')).toBeNull();
    await waitFor(() => expect(sessionStorage.length).toBe(0));
  });

  it('keeps every value and logs nothing when a required field is empty', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Your Name'), 'Ada');
    await act(() => user.click(screen.getByRole('button', { name: 'Send Message' })));
    expect(log).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Your Name')).toHaveValue('Ada');
  });

  it('keeps an unsent draft for this tab and puts it back, without overwriting what is typed', async () => {
    const user = userEvent.setup();
    const first = renderForm();
    await user.type(screen.getByLabelText('Subject'), 'Draft subject');
    await user.type(screen.getByLabelText('Message'), 'Half a thought');
    await user.selectOptions(screen.getByLabelText('Service of Interest'), 'speaking');
    first.unmount();

    renderForm();
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue('Draft subject'));
    expect(screen.getByLabelText('Message')).toHaveValue('Half a thought');
    expect(screen.getByLabelText('Service of Interest')).toHaveValue('speaking');
  });

  it("says how many characters are left only near a field's limit", async () => {
    const user = userEvent.setup();
    renderForm();
    const subject = screen.getByLabelText('Subject');
    await user.type(subject, 'x'.repeat(10));
    expect(subject).toHaveAccessibleDescription('');
    await user.click(subject);
    await user.paste('y'.repeat(contactForm.maxLength.subject - 10 - 5));
    expect(subject).toHaveAccessibleDescription('5 characters left');
  });

  it('in log delivery, carries the note to email instead, for a browser where no script runs (styled away elsewhere)', () => {
    renderForm();
    expect(screen.getByText(contactForm.noScriptNote)).toBeInTheDocument();
    expect(form()).toHaveAttribute('data-replay', 'submit');
  });

  it('for a form backend, is a real POST with its redirect, a hidden honeypot and the privacy note', () => {
    renderForm(deliveryForm({ kind: 'endpoint', url: 'https://formspree.io/f/abc' }));
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute('action', 'https://formspree.io/f/abc');
    expect(form().querySelector('input[type="hidden"][name="_next"]')).toHaveValue('https://oj.example.com/message-sent');
    const honeypot = form().querySelector('input[name="_gotcha"]');
    expect(honeypot).not.toBeVisible();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['name', 'email', 'subject', 'message']);
    expect(screen.getByText('Your message goes to OJ through formspree.io and is used only to reply to you.')).toBeVisible();
    expect(screen.queryByText(contactForm.noScriptNote)).toBeNull();
  });

  it('for Netlify Forms, carries the attributes and fields its deploy-time detection needs', () => {
    renderForm(deliveryForm({ kind: 'netlify' }));
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute('action', '/message-sent');
    expect(form()).toHaveAttribute('name', 'contact');
    expect(form()).toHaveAttribute('data-netlify', 'true');
    expect(form()).toHaveAttribute('netlify-honeypot', 'bot-field');
    expect(form().querySelector('input[type="hidden"][name="form-name"]')).toHaveValue('contact');
    expect(form().querySelector('input[name="bot-field"]')).not.toBeVisible();
  });
});
