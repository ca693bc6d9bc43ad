//! Polish "sam" meaning "the same" left out of the index, as a tantivy token filter: the rule
//! is `search_core::sense`'s, so the browser's queries and the index agree.

use search_core::Lang;
use search_core::sense::{adjacent, says_same};
use tantivy::tokenizer::{Token, TokenFilter, TokenStream, Tokenizer};

#[derive(Clone, Copy)]
pub struct SameSense {
    lang: Lang,
}

impl SameSense {
    pub fn new(lang: Lang) -> Self {
        SameSense { lang }
    }
}

impl TokenFilter for SameSense {
    type Tokenizer<T: Tokenizer> = SameSenseFilter<T>;

    fn transform<T: Tokenizer>(self, tokenizer: T) -> SameSenseFilter<T> {
        SameSenseFilter {
            lang: self.lang,
            inner: tokenizer,
        }
    }
}

#[derive(Clone)]
pub struct SameSenseFilter<T> {
    lang: Lang,
    inner: T,
}

impl<T: Tokenizer> Tokenizer for SameSenseFilter<T> {
    type TokenStream<'a> = SameSenseStream<T::TokenStream<'a>>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> Self::TokenStream<'a> {
        SameSenseStream {
            tail: self.inner.token_stream(text),
            lang: self.lang,
            previous: None,
        }
    }
}

pub struct SameSenseStream<T> {
    tail: T,
    lang: Lang,
    /// The token before, and where it ended.
    previous: Option<(String, usize)>,
}

impl<T: TokenStream> TokenStream for SameSenseStream<T> {
    fn advance(&mut self) -> bool {
        while self.tail.advance() {
            let token = self.tail.token();
            let same = self.previous.as_ref().is_some_and(|(text, end)| {
                adjacent(*end, token.offset_from) && says_same(self.lang, text, &token.text)
            });
            self.previous = Some((token.text.clone(), token.offset_to));
            if !same {
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
