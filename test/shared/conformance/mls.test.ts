import { mls } from '../../../shared/rules/systems/mls';
import { everyGameDoes } from './every-game';
import { MLS_FIXTURES } from './mls';

/** MLS held to what every game does; this file imports no other game. */
everyGameDoes(mls, MLS_FIXTURES);
