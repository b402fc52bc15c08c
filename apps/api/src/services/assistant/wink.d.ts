// Minimal typings for the winkjs code the assistant uses (it ships none).

declare module 'wink-naive-bayes-text-classifier' {
  interface NaiveBayesTextClassifier {
    defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
    definePrepTasks(tasks: Array<(input: any) => any>): number;
    learn(input: string | string[], label: string): boolean;
    consolidate(): boolean;
    /** log2 odds of every label (one versus the rest), sorted descending; [['unknown', 0]] when no token is known. */
    computeOdds(input: string | string[]): Array<[string, number]>;
    predict(input: string | string[]): string;
    stats(): {
      labelWiseSamples: Record<string, number>;
      labelWiseWords: Record<string, number>;
      vocabulary: number;
    };
  }
  function naiveBayesTextClassifier(): NaiveBayesTextClassifier;
  export default naiveBayesTextClassifier;
}

declare module 'wink-nlp-utils/src/string-amplify-not-elision.js' {
  export default function amplifyNotElision(text: string): string;
}
declare module 'wink-nlp-utils/src/string-remove-elisions.js' {
  export default function removeElisions(text: string): string;
}
declare module 'wink-nlp-utils/src/string-remove-html-tags.js' {
  export default function removeHTMLTags(text: string): string;
}
declare module 'wink-nlp-utils/src/string-stem.js' {
  export default function stem(word: string): string;
}
declare module 'wink-nlp-utils/src/tokens-propagate-negations.js' {
  export default function propagateNegations(tokens: string[], upto?: number): string[];
}
declare module 'wink-nlp-utils/src/tokens-bigrams.js' {
  export default function bigrams(tokens: string[]): string[][];
}
