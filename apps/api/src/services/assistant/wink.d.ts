// Minimal typings for the two winkjs packages the assistant uses (they ship none).

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

declare module 'wink-nlp-utils' {
  const nlpUtils: {
    string: {
      amplifyNotElision(text: string): string;
      removeElisions(text: string): string;
      removeHTMLTags(text: string): string;
      stem(word: string): string;
      tokenize0(text: string): string[];
    };
    tokens: {
      propagateNegations(tokens: string[], upto?: number): string[];
      stem(tokens: string[]): string[];
      removeWords(tokens: string[]): string[];
      bigrams(tokens: string[]): string[][];
    };
  };
  export default nlpUtils;
}
