import { isEmailAddress, normalizeUsPhone } from './contact-checks.ts';

/** The fields of a job application (SPEC 3); the resume is described by its file name and size only. */
export interface ApplicationInput {
  fullName: string;
  email: string;
  phone: string;
  /** File name of the chosen resume, or null when none is chosen. */
  resumeName: string | null;
  /** Its size in bytes. */
  resumeSize?: number;
  /** False when the form provider takes no files: applicants email their resume instead, and none is asked for. */
  takesFile?: boolean;
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
  resumeSize: 'Please upload a file of 5 MB or less',
} as const;

/** The largest resume accepted: well under Netlify's 8 MB per submission, and plenty for a PDF or DOCX. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** How the form states the limits next to the file input. */
export const RESUME_LIMITS_TEXT = 'PDF or DOCX, up to 5 MB';

/** For the file input's accept attribute; the same list validateApplication enforces. */
export const RESUME_EXTENSIONS = ['.pdf', '.docx'] as const;
export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(',');

/**
 * SPEC 5: every rule at once, so the form can show all problems after one submit. Returns an empty object
 * when the application is valid. The phone must be a plausible US number and the email well formed
 * (contact-checks.ts); the resume is checked only where the provider takes files. LinkedIn URL and cover letter
 * are optional and unchecked.
 */
export function validateApplication(input: ApplicationInput): ApplicationErrors {
  const errors: ApplicationErrors = {};
  if (input.fullName.trim() === '') errors.fullName = APPLICATION_MESSAGES.fullNameRequired;

  const email = input.email.trim();
  if (email === '') errors.email = APPLICATION_MESSAGES.emailRequired;
  else if (!isEmailAddress(email)) errors.email = APPLICATION_MESSAGES.emailInvalid;

  const phone = input.phone.trim();
  if (phone === '') errors.phone = APPLICATION_MESSAGES.phoneRequired;
  else if (normalizeUsPhone(phone) === null) errors.phone = APPLICATION_MESSAGES.phoneInvalid;

  if (input.takesFile === false) return errors;
  const resume = input.resumeName?.trim() ?? '';
  if (resume === '') errors.resume = APPLICATION_MESSAGES.resumeRequired;
  else if (!RESUME_EXTENSIONS.some((ext) => resume.toLowerCase().endsWith(ext))) errors.resume = APPLICATION_MESSAGES.resumeType;
  else if ((input.resumeSize ?? 0) > RESUME_MAX_BYTES) errors.resume = APPLICATION_MESSAGES.resumeSize;

  return errors;
}

/** True when validateApplication found nothing. */
export function isValidApplication(errors: ApplicationErrors): boolean {
  return Object.keys(errors).length === 0;
}
