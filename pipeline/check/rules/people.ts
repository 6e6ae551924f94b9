import type { Message } from '../../messages/messages.ts';
import { messageAt } from '../message-at.ts';
import { suggestionOr } from '../../messages/suggest.ts';
import { fileOf, type CheckRule } from '../rule.ts';
import { duplicateIds } from './duplicate-ids.ts';

/** Job and team member ids are unique, and the about page's field-team member is on the team. */
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
    const about = fileOf(input, 'about');
    const member = about?.data.fieldTeamMember;
    if (about && member !== undefined && !seen.has(member)) {
      out.push(messageAt(about.file, '/fieldTeamMember', 'ref/team-member', `no team member has the id "${member}"${suggestionOr(member, seen, `ids are in data/team.yaml: ${[...seen].join(', ')}`)}`));
    }
    return out;
  },
};
