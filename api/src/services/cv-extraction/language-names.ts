// Language names as CVs write them, folded (lower case, no accents: sections.ts's fold), in the languages CVs
// come in: en de es fr it pl el pt nl sv cs ro ca, and da fi hu sk (docs/cv-extraction.md#languages). Each maps to the board's
// language slug, lower-cased. Words that are also a country in one of those languages ("Italia",
// "Polska") are left out: a line holding only that word would be read as a language. Finnish is the exception:
// its language names are its countries' ("Englanti", "Ruotsi"), so they are in, but "Suomi" (Finland, the CV's
// own country) is not.
const NAMES: Record<string, string> = {};
const add = (slug: string, names: string) => {
  for (const name of names.split(',')) NAMES[name.trim()] = slug;
};
add(
  'english',
  'english,englisch,ingles,anglais,inglese,angielski,αγγλικα,engels,engelska,anglictina,engleza,engleza,angles,engelsk,englanti,angol',
);
add(
  'german',
  'german,deutsch,aleman,allemand,tedesco,niemiecki,γερμανικα,alemao,duits,tyska,nemcina,germana,alemany,tysk,saksa,nemet',
);
add(
  'spanish',
  'spanish,spanisch,espanol,castellano,espagnol,spagnolo,hiszpanski,ισπανικα,espanhol,spaans,spanska,spanelstina,spaniola,castella,espanyol,spansk,espanja,spanyol,spanielcina',
);
add(
  'french',
  'french,franzosisch,frances,francais,francese,francuski,γαλλικα,frans,franska,francouzstina,franceza,francesa,fransk,ranska,francuzstina',
);
add(
  'italian',
  'italian,italienisch,italiano,italien,wloski,ιταλικα,italiaans,italienska,italstina,italiana,italiensk,olasz,taliancina',
);
add('polish', 'polish,polnisch,polaco,polonais,polacco,polski,πολωνικα,polones,pools,polstina,poloneza');
add('greek', 'greek,griechisch,griego,grec,greco,grecki,ελληνικα,grego,grieks,grekiska,rectina,greaca');
add(
  'portuguese',
  'portuguese,portugiesisch,portugues,portugais,portoghese,portugalski,πορτογαλικα,portugees,portugisiska,portugalstina,portugheza',
);
add(
  'dutch',
  'dutch,niederlandisch,neerlandes,neerlandais,olandese,niderlandzki,ολλανδικα,nederlands,holandes,nederlandska,nizozemstina,olandeza',
);
add('russian', 'russian,russisch,ruso,russe,russo,rosyjski,ρωσικα,ryska,rustina,rusa');
add('catalan', 'catalan,katalanisch,catala,catalano,katalonski,catalao,katalanska,catalana,valenciano');
add(
  'romanian',
  'romana,romanian,rumanisch,rumano,roumain,rumeno,rumunski,ρουμανικα,roemeens,rumanska,rumunstina,romena',
);
add('czech', 'czech,tschechisch,checo,tcheque,ceco,czeski,τσεχικα,cestina,tsjechisch,tjeckiska,ceha,txec');
add(
  'swedish',
  'swedish,schwedisch,sueco,suedois,svedese,szwedzki,σουηδικα,svenska,zweeds,svedstina,suedeza,suec,svensk,ruotsi,svedcina',
);
add(
  'hungarian',
  'hungarian,ungarisch,hungaro,hongrois,ungherese,wegierski,ουγγρικα,maghiara,hongaars,ungerska,madarstina,magyar,ungarsk,unkari,madarcina',
);
add('croatian', 'croatian,kroatisch,croata,croate,croato,chorwacki,hrvatski,kroatiska,chorvatstina,kroatisch');
add('maltese', 'maltese,maltesisch,maltes,maltais,maltanski,malti,maltesiska');
add('arabic', 'arabic,arabisch,arabe,arabo,arabski,αραβικα,arabiska,arabstina,araba,arab');
add('irish', 'irish,irisch,irlandes,irlandais,irlandese,irlandzki,gaeilge,iriska');
add('hindi', 'hindi');
add('slovak', 'slovak,slowakisch,eslovaco,slovaque,slovacco,slowacki,slovencina,slovakisk,slovakki,szlovak');
add('danish', 'danish,danisch,danes,danois,danese,dunski,danska,deens,dansk,tanska,dancina');
add('finnish', 'finnish,finnisch,finlandes,finnois,finlandese,finski,finska,finsk,suomen kieli,fincina');
add('norwegian', 'norwegian,norwegisch,noruego,norvegien,norvegese,norweski,norska,noors');
add('ukrainian', 'ukrainian,ukrainisch,ucraniano,ukrainien,ucraino,ukrainski,ukrainska,oekraiens');
add('turkish', 'turkish,turkisch,turco,turc,turecki,turkiska,turks');
add('chinese', 'chinese,chinesisch,chino,chinois,cinese,chinski,kinesiska,chinees,mandarin');
add('japanese', 'japanese,japanisch,japones,japonais,giapponese,japonski,japanska,japans');
add('bulgarian', 'bulgarian,bulgarisch,bulgaro,bulgare,bulgarski,bulgariska');
add('serbian', 'serbian,serbisch,serbio,serbe,serbo,serbski,serbiska');
add('slovenian', 'slovenian,slowenisch,esloveno,slovene,sloveno,slowenski,slovenska');

/** The board's slug of a folded language name, or undefined. */
export function languageOfName(folded: string): string | undefined {
  return NAMES[folded];
}
