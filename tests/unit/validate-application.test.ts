import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, RESUME_MAX_BYTES, isValidApplication, validateApplication, type ApplicationInput } from '../../site/lib/validate-application.ts';

const valid: ApplicationInput = { fullName: 'Jordan Miles', email: 'jordan@example.com', phone: '(215) 555-0123', resumeName: 'resume.pdf' };

describe('validateApplication', () => {
  it('accepts a complete application and leaves the optional fields unchecked', () => {
    expect(validateApplication(valid)).toEqual({});
    expect(validateApplication({ ...valid, linkedinUrl: 'not a url', coverLetter: '' })).toEqual({});
    expect(isValidApplication(validateApplication(valid))).toBe(true);
  });

  it('reports every required field at once when the form is empty', () => {
    const errors = validateApplication({ fullName: '', email: '', phone: '', resumeName: null });
    expect(errors).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      resume: 'Resume is required',
    });
    expect(isValidApplication(errors)).toBe(false);
  });

  it('treats whitespace-only text as missing', () => {
    expect(validateApplication({ ...valid, fullName: '   ', email: ' ', phone: '\t' })).toEqual({
      fullName: APPLICATION_MESSAGES.fullNameRequired,
      email: APPLICATION_MESSAGES.emailRequired,
      phone: APPLICATION_MESSAGES.phoneRequired,
    });
  });

  it.each(['jordan', 'jordan@', 'jordan@example', '@example.com', 'jor dan@example.com'])('rejects the email %j', (email) => {
    expect(validateApplication({ ...valid, email }).email).toBe('Please enter a valid email address');
  });

  it.each(['a@b.co', 'first.last+jobs@mail.example.org'])('accepts the email %j', (email) => {
    expect(validateApplication({ ...valid, email }).email).toBeUndefined();
  });

  it.each(['555-0123', '123456789', '1234567890123456', 'call me', '123456789012345', '+44 20 7946 0958'])('rejects the phone %j (not a plausible US number)', (phone) => {
    expect(validateApplication({ ...valid, phone }).phone).toBe('Please enter a valid phone number');
  });

  it.each(['2155550123', '(215) 555-0123', '+1 215 555 0123'])('accepts the phone %j (10 digits once normalised)', (phone) => {
    expect(validateApplication({ ...valid, phone }).phone).toBeUndefined();
  });

  it.each(['cv.PDF', 'cv.docx', 'My Resume.Docx'])('accepts the resume %j', (resumeName) => {
    expect(validateApplication({ ...valid, resumeName }).resume).toBeUndefined();
  });

  it.each(['cv.doc', 'cv.txt', 'cv.pdf.exe', 'photo.png'])('rejects the resume %j with the file-type message', (resumeName) => {
    expect(validateApplication({ ...valid, resumeName }).resume).toBe('Please upload a PDF or DOCX file');
  });

  it('rejects a resume over the size limit, and accepts one at it', () => {
    expect(validateApplication({ ...valid, resumeSize: RESUME_MAX_BYTES + 1 }).resume).toBe(APPLICATION_MESSAGES.resumeSize);
    expect(validateApplication({ ...valid, resumeSize: RESUME_MAX_BYTES }).resume).toBeUndefined();
  });

  it('asks for no resume where the form provider takes no files', () => {
    expect(validateApplication({ ...valid, resumeName: null, takesFile: false })).toEqual({});
  });
});
