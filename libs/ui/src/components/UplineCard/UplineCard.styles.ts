import styled from 'styled-components';

export const StyledUplineEmail = styled.a`
  overflow-wrap: anywhere;
`;
