import { symbaroum } from '../../../shared/rules/systems/symbaroum';
import { everyGameDoes } from './every-game';
import { SYMBAROUM_FIXTURES } from './symbaroum';

/** Symbaroum held to what every game does; this file imports no other game. */
everyGameDoes(symbaroum, SYMBAROUM_FIXTURES);
