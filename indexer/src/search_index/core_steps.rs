//! search-core's own steps for each word, as one tantivy token filter: Polish "sam" meaning
//! "the same" is left out (`search_core::sense`), then the word is stemmed with the Snowball
//! stemmers the browser uses (English and Polish; tantivy's own `Stemmer` has no Polish).

use search_core::Lang;
use search_core::analysis::{Stemmer, adjacent};
use search_core::sense::says_same;
use tantivy::tokenizer::{Token, TokenFilter, TokenStream, Tokenizer};

#[derive(Clone, Copy)]
pub struct CoreSteps {
    lang: Lang,
}

impl CoreSteps {
    pub fn new(lang: Lang) -> Self {
        CoreSteps { lang }
    }
}

impl TokenFilter for CoreSteps {
    type Tokenizer<T: Tokenizer> = CoreStepsFilter<T>;

    fn transform<T: Tokenizer>(self, tokenizer: T) -> CoreStepsFilter<T> {
        CoreStepsFilter {
            lang: self.lang,
            inner: tokenizer,
        }
    }
}

#[derive(Clone)]
pub struct CoreStepsFilter<T> {
    lang: Lang,
    inner: T,
}

impl<T: Tokenizer> Tokenizer for CoreStepsFilter<T> {
    type TokenStream<'a> = CoreStepsStream<'a, T::TokenStream<'a>>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> Self::TokenStream<'a> {
        CoreStepsStream {
            text,
            tail: self.inner.token_stream(text),
            lang: self.lang,
            stemmer: search_core::analysis::stemmer(self.lang),
            previous: None,
        }
    }
}

pub struct CoreStepsStream<'a, T> {
    text: &'a str,
    tail: T,
    lang: Lang,
    stemmer: Stemmer,
    /// The word before, as it came in (not stemmed), and where it ended.
    previous: Option<(String, usize)>,
}

impl<T: TokenStream> TokenStream for CoreStepsStream<'_, T> {
    fn advance(&mut self) -> bool {
        while self.tail.advance() {
            let token = self.tail.token_mut();
            let same = self.previous.as_ref().is_some_and(|(previous, end)| {
                let between = self.text.get(*end..token.offset_from).unwrap_or_default();
                adjacent(between) && says_same(self.lang, previous, &token.text)
            });
            self.previous = Some((token.text.clone(), token.offset_to));
            if !same {
                token.text = self.stemmer.stem(&token.text).into_owned();
                return true;
            }
        }
        false
    }

    fn token(&self) -> &Token {
        self.tail.token()
    }

    fn token_mut(&mut self) -> &mut Token {
        self.tail.token_mut()
    }
}
