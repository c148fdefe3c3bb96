import { hursagmu } from '../../../shared/rules/systems/hursagmu';
import { everyGameDoes } from './every-game';
import { HURSAGMU_FIXTURES } from './hursagmu';

/** HURSAGMU held to what every game does; this file imports no other game. */
everyGameDoes(hursagmu, HURSAGMU_FIXTURES);
