/** The fields of a job application (SPEC 3); the resume is described by its file name only. */
export interface ApplicationInput {
  fullName: string;
  email: string;
  phone: string;
  /** File name of the chosen resume, or null when none is chosen. */
  resumeName: string | null;
  linkedinUrl?: string;
  coverLetter?: string;
}

export type ApplicationField = 'fullName' | 'email' | 'phone' | 'resume';
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

/** The exact texts of SPEC 5 (the file-type message is ours: the spec only names the accepted types). */
export const APPLICATION_MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  resumeRequired: 'Resume is required',
  resumeType: 'Please upload a PDF or DOCX file',
} as const;

/** For the file input's accept attribute; the same list validateApplication enforces. */
export const RESUME_EXTENSIONS = ['.pdf', '.docx'] as const;
export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(',');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * SPEC 5: every rule at once, so the form can show all problems after one submit. Returns an empty object
 * when the application is valid. LinkedIn URL and cover letter are optional and unchecked.
 */
export function validateApplication(input: ApplicationInput): ApplicationErrors {
  const errors: ApplicationErrors = {};
  if (input.fullName.trim() === '') errors.fullName = APPLICATION_MESSAGES.fullNameRequired;

  const email = input.email.trim();
  if (email === '') errors.email = APPLICATION_MESSAGES.emailRequired;
  else if (!EMAIL.test(email)) errors.email = APPLICATION_MESSAGES.emailInvalid;

  const phone = input.phone.trim();
  const digits = phone.replace(/\D/g, '');
  if (phone === '') errors.phone = APPLICATION_MESSAGES.phoneRequired;
  else if (digits.length < 10 || digits.length > 15) errors.phone = APPLICATION_MESSAGES.phoneInvalid;

  const resume = input.resumeName?.trim() ?? '';
  if (resume === '') errors.resume = APPLICATION_MESSAGES.resumeRequired;
  else if (!RESUME_EXTENSIONS.some((ext) => resume.toLowerCase().endsWith(ext))) errors.resume = APPLICATION_MESSAGES.resumeType;

  return errors;
}

/** True when validateApplication found nothing. */
export function isValidApplication(errors: ApplicationErrors): boolean {
  return Object.keys(errors).length === 0;
}
