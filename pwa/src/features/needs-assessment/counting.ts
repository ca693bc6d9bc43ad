// The counting rule of the Care and Support (Eligibility Criteria) Regulations 2015
// (SI 2015/313), applied to the family's own answers. It says where the answers point, never
// whether anyone is eligible: only the council decides, after its assessment.
import type { Answer, Checklist, Part } from './checklist.ts';

/** Regulation 2(1)(b): the person must be unable to achieve two or more of the outcomes. */
export const PERSON_THRESHOLD = 2;
/** Regulation 3(2)(b): for a carer, any one outcome is enough (or their health, 3(2)(a)). */
export const CARER_THRESHOLD = 1;

/**
 * Whether an answer means "unable to achieve" in the regulations' sense (regulation 2(3) for the
 * person, 3(3) for a carer): unable without assistance ("only with help", and "cannot", which is
 * unable even with it), or able alone only with significant pain, distress or anxiety, a danger
 * to anyone's health or safety or, for the person, taking significantly longer than expected
 * (the "difficulty" answer, whose words for a carer leave the time out, as 3(3) does).
 */
export function isUnableToAchieve(answer: Answer | undefined): boolean {
  return answer === 'help' || answer === 'difficulty' || answer === 'cannot';
}

export interface Count {
  /** Outcomes with an answer. */
  answered: number;
  /** Of those, the outcomes that look "unable to achieve". */
  unable: number;
  total: number;
}

export function countPart(c: Checklist, part: Part, ids: readonly string[]): Count {
  const given = ids.map((id) => c[part][id]).filter((a): a is Answer => a !== undefined);
  return { answered: given.length, unable: given.filter(isUnableToAchieve).length, total: ids.length };
}

/**
 * Where the answers point:
 * - `none`: nothing answered yet;
 * - `towards`: every condition the family can answer is met;
 * - `depends`: the outcomes are met, and a condition they left unanswered or were unsure of
 *   decides it;
 * - `partly`: the outcomes are met, but they answered no to a condition;
 * - `fewer`: the outcomes are not met (yet).
 */
export type Reading = 'none' | 'towards' | 'depends' | 'partly' | 'fewer';

export interface PartReading extends Count {
  reading: Reading;
}

/** Regulation 2(1): needs from an impairment or illness (a), two or more outcomes (b), and a
 * significant impact on well-being (c). */
export function readPerson(c: Checklist, ids: readonly string[]): PartReading {
  const count = countPart(c, 'person', ids);
  const { cause, impact } = c.questions;
  if (count.answered === 0 && !cause && !impact) return { ...count, reading: 'none' };
  if (count.unable < PERSON_THRESHOLD) return { ...count, reading: 'fewer' };
  if (cause === 'no' || impact === 'no') return { ...count, reading: 'partly' };
  return { ...count, reading: cause === 'yes' && impact === 'yes' ? 'towards' : 'depends' };
}

/** Regulation 3: the carer's health is, or is at risk of, deteriorating, or they are unable
 * to achieve any of the outcomes (2); and a significant impact on their well-being (1)(c). The
 * needs arising from providing necessary care (1)(a) is what the carer's part asks about. */
export function readCarer(c: Checklist, ids: readonly string[]): PartReading {
  const count = countPart(c, 'carer', ids);
  const { carerHealth: health, carerImpact: impact } = c.questions;
  if (count.answered === 0 && !health && !impact) return { ...count, reading: 'none' };
  if (health !== 'yes' && count.unable < CARER_THRESHOLD) return { ...count, reading: 'fewer' };
  if (impact === 'no') return { ...count, reading: 'partly' };
  return { ...count, reading: impact === 'yes' ? 'towards' : 'depends' };
}
