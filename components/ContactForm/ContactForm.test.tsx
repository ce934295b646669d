import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { constants } from '@/content/constants';
import { contactPage, serviceOptions } from '@/content/contact';
import { ContactForm } from './ContactForm';

function renderForm() {
  return render(
    <ContactForm
      heading={contactPage.formHeading}
      intro={contactPage.formIntro}
      labels={contactPage.fields}
      options={serviceOptions}
      submitLabel={contactPage.submitLabel}
      noScriptNote={contactPage.noScriptNote}
      toast={{ title: contactPage.toastTitle, text: contactPage.toastText, durationMs: constants.toastDurationMs }}
    />,
  );
}

describe('ContactForm', () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => log.mockRestore());

  it('labels every field and offers the six services, General Inquiry by default', () => {
    renderForm();
    for (const name of ['Your Name', 'Email Address', 'Subject', 'Message']) {
      expect(screen.getByLabelText(name)).toBeRequired();
    }
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    const service = screen.getByLabelText('Service of Interest');
    expect(service).not.toBeRequired();
    expect(service).toHaveValue('general');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(serviceOptions.map((o) => o.label));
  });

  it('logs the data, announces the confirmation and resets every field on a valid submit', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Your Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Integration');
    await user.selectOptions(screen.getByLabelText('Service of Interest'), 'ma');
    await user.type(screen.getByLabelText('Message'), '<b>not bold</b>');
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
  });

  it('keeps every value and logs nothing when a required field is empty', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Your Name'), 'Ada');
    await act(() => user.click(screen.getByRole('button', { name: 'Send Message' })));
    expect(log).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Your Name')).toHaveValue('Ada');
  });
});
