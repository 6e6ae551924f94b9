import type { Message } from '../../messages/messages.ts';
import { messageAt } from '../message-at.ts';
import { suggestionOr } from '../../messages/suggest.ts';
import { fileOf, type CheckRule } from '../rule.ts';
import { duplicateIds } from './duplicate-ids.ts';

/** Job and team member ids are unique, and the about page's field-team member is on the field team (the card shows no one else). */
export const peopleRule: CheckRule = {
  name: 'people',
  check(input) {
    const out: Message[] = [];
    const jobs = fileOf(input, 'jobs');
    if (jobs) out.push(...duplicateIds(jobs.file, '/jobs', jobs.data.jobs.map((j) => j.id), 'job id'));
    const team = fileOf(input, 'team');
    if (!team) return out;
    const seen = new Set<string>();
    (['fieldTeam', 'officeStaff'] as const).forEach((group) => team.data[group].forEach((member, i) => {
      if (seen.has(member.id)) out.push(messageAt(team.file, `/${group}/${i}/id`, 'ref/duplicate-id', `the team member id "${member.id}" is used twice; give each person their own id`));
      seen.add(member.id);
    }));
    // The about page's card shows the field team only: an office-staff id would show the first field member instead.
    const field = team.data.fieldTeam.map((m) => m.id);
    const about = fileOf(input, 'about');
    const member = about?.data.fieldTeamMember;
    if (about && member !== undefined && !field.includes(member)) {
      const office = team.data.officeStaff.some((m) => m.id === member);
      const problem = office
        ? `"${member}" is on the office staff, and this card shows a field team member, so the page would show ${field[0] ? `"${field[0]}"` : 'someone else'} instead; use the id of someone under fieldTeam in data/team.yaml: ${field.join(', ')}`
        : `no field team member has the id "${member}"${suggestionOr(member, field, `ids are under fieldTeam in data/team.yaml: ${field.join(', ')}`)}`;
      out.push(messageAt(about.file, '/fieldTeamMember', 'ref/team-member', problem));
    }
    return out;
  },
};
