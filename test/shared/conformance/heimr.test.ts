import { heimr } from '../../../shared/rules/systems/heimr';
import { everyGameDoes } from './every-game';
import { HEIMR_FIXTURES } from './heimr';

/** Heimr held to what every game does; this file imports no other game. */
everyGameDoes(heimr, HEIMR_FIXTURES);
