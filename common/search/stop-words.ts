import { foldText } from './fold-text.ts';

// The words a query carries without saying what it is about: pronouns, conjunctions, particles,
// «как», «что», «нет». Matched word by word they find any long text («ничего такого нет» found a
// review that happens to hold all three), so beyond spec §5 the search leaves them out: «как
// доехать» looks for «доехать». A query of nothing else is matched by spec §5 alone. They are the
// Russian language's, not the clinic's, so they live here rather than with the editors' vocabulary
// (content/data/search-vocabulary.yaml): the Snowball project's Russian list, with the forms of
// «такой», «какой», «этот» and «который» that a query is typed with.

const WORDS =
  'а без более больше будет будто бы был была были было быть в вам вас ведь весь во вот впрочем все всегда всего всех всю вы где да даже для до ее ей ему если есть еще ж же за зачем и из или им иногда их к как какая какие каким каких какого какое какой ' +
  'когда конечно которая которого которое которые который которых кто куда ли лучше между меня мне много может можно мой моя мы на над надо наконец нас не него нее ней нельзя нет ни нибудь никогда ним них ничего но ну о об один он она они опять от ' +
  'перед по под потом потому почти при про раз разве с сам свою себе себя сейчас со совсем так такая также такие таким таких такого такое такой там тебя тем теперь то тогда того тоже той только том тот тут ты у уж уже хоть чего чем через что ' +
  'чтоб чтобы чуть эта эти этим этих это этого этой этом этот эту я';

const STOP_WORDS: ReadonlySet<string> = new Set(WORDS.split(' ').map(foldText));

/** `folded`: a query word, folded (fold-text.ts) */
export function isStopWord(folded: string): boolean {
  return STOP_WORDS.has(folded);
}
