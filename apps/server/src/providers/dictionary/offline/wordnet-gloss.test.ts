import { describe, expect, it } from 'vitest';
import { splitGloss } from './wordnet-gloss.ts';

describe('splitGloss', () => {
  it('splits the definition from its quoted examples', () => {
    expect(
      splitGloss(
        `move fast by using one's feet, with one foot off the ground at any given time; "Don't run--you'll be late"; "run to the store!"`,
      ),
    ).toEqual({
      definition: "move fast by using one's feet, with one foot off the ground at any given time",
      examples: ["Don't run--you'll be late", 'run to the store!'],
    });
  });

  it('keeps definitions with several parts and no example', () => {
    expect(splitGloss("flee; take to one's heels; cut and run  ")).toEqual({
      definition: "flee; take to one's heels; cut and run",
      examples: [],
    });
  });

  it('drops an example’s author and tolerates a gloss of examples only', () => {
    expect(splitGloss('a state of being; "to be or not to be" -Shakespeare')).toEqual({
      definition: 'a state of being',
      examples: ['to be or not to be'],
    });
    expect(splitGloss('"only an example"')).toEqual({
      definition: '',
      examples: ['only an example'],
    });
  });
});
