import { Field, ObjectType, Query, Resolver } from 'type-graphql';
import { ALL_DISTRICTS, COMMUNITIES, GENDERS, PROFESSIONS, QUALIFICATIONS, STATES } from '@matrimony/schema';

@ObjectType({ description: 'A state and its districts.' })
export class StateDistricts {
  @Field({ description: 'State name.' }) state!: string;
  @Field(() => [String], { description: 'Its districts.' }) districts!: string[];
}

@ObjectType({ description: 'Every option list the forms use (one source for the API and both apps).' })
export class ReferenceData {
  @Field(() => [String], { description: 'Male, Female, Other.' }) genders!: string[];
  @Field(() => [String], { description: 'Communities for members and executives.' }) communities!: string[];
  @Field(() => [StateDistricts], { description: 'States with their districts.' }) states!: StateDistricts[];
  @Field(() => [String], { description: 'Every district (the search list).' }) districts!: string[];
  @Field(() => [String], { description: 'Qualifications.' }) qualifications!: string[];
  @Field(() => [String], { description: 'Professions.' }) professions!: string[];
}

const REFERENCE: ReferenceData = {
  genders: [...GENDERS],
  communities: [...COMMUNITIES],
  states: STATES.map((s) => ({ state: s.state, districts: [...s.districts] })),
  districts: [...ALL_DISTRICTS],
  qualifications: [...QUALIFICATIONS],
  professions: [...PROFESSIONS],
};

@Resolver()
export class ReferenceResolver {
  @Query(() => ReferenceData, { description: 'Reference lists: genders, communities, states and districts, qualifications, professions.' })
  referenceData(): ReferenceData {
    return REFERENCE;
  }
}
