//! The Snowball stemmers (English and Polish, from the `snowball_stemmers_rs` crate, shared with the browser through `search_core`) as a tantivy token
//! filter. tantivy's own `Stemmer` has no Polish.

use search_core::Lang;
use tantivy::tokenizer::{Token, TokenFilter, TokenStream, Tokenizer};

#[derive(Clone, Copy)]
pub struct SnowballStemmer {
    lang: Lang,
}

impl SnowballStemmer {
    pub fn new(lang: Lang) -> Self {
        SnowballStemmer { lang }
    }
}

impl TokenFilter for SnowballStemmer {
    type Tokenizer<T: Tokenizer> = SnowballFilter<T>;

    fn transform<T: Tokenizer>(self, tokenizer: T) -> SnowballFilter<T> {
        SnowballFilter {
            lang: self.lang,
            inner: tokenizer,
        }
    }
}

#[derive(Clone)]
pub struct SnowballFilter<T> {
    lang: Lang,
    inner: T,
}

impl<T: Tokenizer> Tokenizer for SnowballFilter<T> {
    type TokenStream<'a> = SnowballTokenStream<T::TokenStream<'a>>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> Self::TokenStream<'a> {
        SnowballTokenStream {
            tail: self.inner.token_stream(text),
            stemmer: search_core::analysis::stemmer(self.lang),
        }
    }
}

pub struct SnowballTokenStream<T> {
    tail: T,
    stemmer: search_core::analysis::Stemmer,
}

impl<T: TokenStream> TokenStream for SnowballTokenStream<T> {
    fn advance(&mut self) -> bool {
        if !self.tail.advance() {
            return false;
        }
        let token = self.tail.token_mut();
        let stemmed = self.stemmer.stem(&token.text).into_owned();
        token.text = stemmed;
        true
    }

    fn token(&self) -> &Token {
        self.tail.token()
    }

    fn token_mut(&mut self) -> &mut Token {
        self.tail.token_mut()
    }
}
