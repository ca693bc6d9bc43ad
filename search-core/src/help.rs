//! Never a dead end: when a query finds nothing, a nearer spelling from the titles' words ("did
//! you mean") and the topics worth a look.

use crate::analysis::words;
use crate::search::{MAX_QUERY_CHARS, MAX_QUERY_TERMS, SearchOptions, SearchResults, Searcher};

impl Searcher {
    /// The results of a query; when there are none, with a suggestion and topics.
    pub fn search(&self, query: &str, options: &SearchOptions) -> SearchResults {
        let mut results = self.rank(query, options);
        if results.total > 0 || results.empty_query {
            return results;
        }
        // Never a dead end: a nearer spelling, and the topics worth a look.
        results.suggestion = self
            .suggestion(query)
            .filter(|s| self.rank(s, options).total > 0);
        let unfiltered = SearchOptions {
            kind: None,
            category: None,
            ..options.clone()
        };
        let wider = results.suggestion.as_deref().unwrap_or(query);
        for hit in self.rank(wider, &unfiltered).hits {
            if let Some(c) = hit.category
                && !results.topics.contains(&c)
            {
                results.topics.push(c);
            }
        }
        results
    }

    /// The query with each word the index knows nothing of replaced by the nearest title word;
    /// `None` when no word was replaced.
    fn suggestion(&self, query: &str) -> Option<String> {
        let query: String = query.chars().take(MAX_QUERY_CHARS).collect();
        let typed: Vec<&str> = words(&query)
            .map(|w| w.text)
            .take(MAX_QUERY_TERMS)
            .collect();
        let mut changed = false;
        let mut out: Vec<&str> = Vec::with_capacity(typed.len());
        for word in typed {
            let unknown = self.expand(word, false, true).is_empty()
                && self.index.synonyms.matches(&[self.forms(word)]).is_empty();
            match self.titles.nearest(word).filter(|_| unknown) {
                Some(near) => {
                    changed = true;
                    out.push(near);
                }
                None => out.push(word),
            }
        }
        changed.then(|| out.join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use crate::test_index::searcher;

    #[test]
    fn nothing_found_suggests_a_title_word_and_its_topics() {
        let s = searcher(
            Lang::En,
            &[
                ("Sundowning", "Evening confusion in dementia."),
                ("Prices", "Costs."),
            ],
            &[],
        );
        let results = s.search("sundovnink", &SearchOptions::default());
        assert_eq!(results.total, 0);
        assert_eq!(results.suggestion.as_deref(), Some("sundowning"));
        assert_eq!(results.topics, ["topic-0"]);
        let json = results.to_json();
        assert!(json.contains("\"suggestion\":\"sundowning\",\"topics\":[\"topic-0\"]"));
    }

    #[test]
    fn nothing_near_gives_no_suggestion_and_no_topics() {
        let s = searcher(Lang::En, &[("Sundowning", "Evening confusion.")], &[]);
        let results = s.search("qxzvw", &SearchOptions::default());
        assert_eq!(results.suggestion, None);
        assert!(results.topics.is_empty());
        assert!(
            results
                .to_json()
                .contains("\"suggestion\":null,\"topics\":[]")
        );
    }

    #[test]
    fn a_filter_that_hides_everything_still_names_the_topics_found_without_it() {
        let s = searcher(Lang::En, &[("Sundowning", "Evening confusion.")], &[]);
        let options = SearchOptions {
            category: Some("no-such-topic".into()),
            ..Default::default()
        };
        let results = s.search("sundowning", &options);
        assert_eq!(results.total, 0);
        assert_eq!(results.topics, ["topic-0"]);
    }
}
