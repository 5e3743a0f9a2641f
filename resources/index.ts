/** Every resource config. Add a line here when you add a resource (see README "Adding an entity"). */
import type { ResourceConfig } from '../src/shared/resources/defineResource';
import suppliers from './suppliers';
import users from './users';
import referralModes from './referralModes';
import receiveModes from './receiveModes';
import pharmacyLocations from './pharmacyLocations';
import cities from './cities';

export const resources: ResourceConfig[] = [suppliers, users, referralModes, receiveModes, pharmacyLocations, cities];

export const resourceByName = (name: string): ResourceConfig | undefined => resources.find((r) => r.name === name);
