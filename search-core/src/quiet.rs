//! Quiet words: words a query holds that say little about which page answers it. Function words
//! ("is", "the", "czy", "się"; in English, Snowball's English stop list, contractions' pieces
//! included: "can't" is "can" and "t"; in Polish, the modal verbs that stand beside that list's
//! "can", "will" and "should": "chce", "może", "musi"), and the people a family's question is
//! about ("mum", "dad", "mama", "mężem"): every page of a care site is about someone's mother or
//! husband, so in "my mum is lonely" the page to find is the one about loneliness. They still
//! count, a little, so a query of quiet words alone still finds what holds them. Compared
//! lower-case and without diacritics, so they need no stemmer.

use crate::Lang;
use crate::analysis::{fold, lowercase};

/// Lower case, without diacritics, separated by spaces.
const ENGLISH: &str = concat!(
    "a about above after again against all am an and any are aren as at be because been ",
    "before being below between both brother but by can cannot could couldn d dad daddy ",
    "daughter did didn do does doesn doing don down during each father few for from further ",
    "gran grandad grandma granny had hadn has hasn have haven having he her here hers herself ",
    "him himself his how husband i if in into is isn it its itself just let ll m me mom more ",
    "most mother mum mummy mustn my myself nan nana no nor not now of off on once only or ",
    "other ought our ours ourselves out over own parent parents partner re s same shan she ",
    "should shouldn sister so some son such t than that the their theirs them themselves then ",
    "there these they this those through to too under until up ve very was wasn we were weren ",
    "what when where which while who whom why wife will with won would wouldn you your yours ",
    "yourself yourselves us",
);

const POLISH: &str = concat!(
    "a babci babcia babcie brat by chca chce chcemy chcesz chcial chciala chciec co corka corki ",
    "corke czy dla do dziadek dziadka i ja jak ",
    "jego jej jest jestem mama mame mamie mamo mamy moge moj moja moje mojej mojego moze mozna ",
    "musi musze maz meza mezem ",
    "mezowi na nad nam o od ojciec ojca po przez siostra sie syn syna synem ta taty tata ",
    "tacie tate to w we z za ze zona zony zone",
);

/// Whether `word` is quiet in `lang`.
pub fn is_quiet(lang: Lang, word: &str) -> bool {
    let plain = fold(&lowercase(word)).into_owned();
    let list = match lang {
        Lang::En => ENGLISH,
        Lang::Pl => POLISH,
    };
    list.split(' ').any(|w| w == plain)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn family_members_and_function_words_are_quiet_in_any_case_or_spelling() {
        assert!(is_quiet(Lang::En, "Mum"));
        assert!(is_quiet(Lang::En, "the"));
        assert!(is_quiet(Lang::Pl, "mężem"));
        assert!(is_quiet(Lang::Pl, "mezem"));
        assert!(is_quiet(Lang::Pl, "się"));
    }

    #[test]
    fn english_stop_words_and_the_pieces_of_contractions_are_quiet() {
        for word in ["who", "not", "all", "before", "can", "t", "doesn"] {
            assert!(is_quiet(Lang::En, word), "{word}");
        }
        assert!(!is_quiet(Lang::En, "alone"));
        assert!(!is_quiet(Lang::En, "cope"));
    }

    #[test]
    fn polish_modal_verbs_are_quiet_as_english_ones_are() {
        for word in ["chce", "chcę", "chcemy", "może", "można", "musi"] {
            assert!(is_quiet(Lang::Pl, word), "{word}");
        }
        assert!(!is_quiet(Lang::Pl, "pomocy"));
    }

    #[test]
    fn words_about_the_need_are_not() {
        assert!(!is_quiet(Lang::En, "lonely"));
        assert!(!is_quiet(Lang::Pl, "sama"));
        assert!(!is_quiet(Lang::Pl, "opieka"));
    }
}
